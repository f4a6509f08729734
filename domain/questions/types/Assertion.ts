import * as z from 'zod/mini';
import { textIn } from '../../rules/localisedText.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';

const CHOICES = ['a', 'b', 'c', 'd'] as const;
const isChoice = (id: string): id is (typeof CHOICES)[number] =>
  (CHOICES as readonly string[]).includes(id);

/** What the browser needs of Assertion: its schemas, and how it reads the key's CSV back. */
export const AssertionWire = defineQuestionWire({
  type: 'Assertion',
  content: z.object({ type: z.literal('Assertion'), assertion: z.string(), reason: z.string() }),
  answer: z.object({ type: z.literal('Assertion'), choice: z.enum(CHOICES) }),
  parseCsv(csv) {
    const choice = csv.trim();
    return isChoice(choice) ? { type: 'Assertion', choice } : undefined;
  },
});

/**
 * An assertion and a reason, judged by the four standard options a to d (the schema allows no
 * other key); its CSV is the option ("c").
 */
export const Assertion = /* @__PURE__ */ defineQuestionType({
  ...AssertionWire,
  serve: (q, locale) => ({
    type: q.type,
    assertion: textIn(q.assertion, locale),
    reason: textIn(q.reason, locale),
  }),
  keyAsAnswer: (q) => ({ type: q.type, choice: q.answer }),
  grade(q, answer) {
    const correct = answer.choice === q.answer;
    return { correct, score: correct ? 1 : 0 };
  },
  answerCsv: (_q, answer) => answer.choice,
  checkKey: () => [],
});
