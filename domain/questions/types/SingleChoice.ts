import * as z from 'zod/mini';
import { requireKnownIds } from '../graders/requireKnownIds.ts';
import { answerId } from './answerFields.ts';
import { choiceKeyProblems } from './choiceKeyProblems.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { servedOptions, shownOption } from './servedOptions.ts';

/** What the browser needs of SingleChoice: its schemas, and how it reads the key's CSV back. */
export const SingleChoiceWire = defineQuestionWire({
  type: 'SingleChoice',
  content: z.object({ type: z.literal('SingleChoice'), options: z.array(shownOption) }),
  answer: z.object({ type: z.literal('SingleChoice'), choice: answerId() }),
  parseCsv: (csv) => (csv.trim() ? { type: 'SingleChoice', choice: csv.trim() } : undefined),
});

/** One right option; its CSV is the option id ("b"). */
export const SingleChoice = /* @__PURE__ */ defineQuestionType({
  ...SingleChoiceWire,
  serve: (q, locale) => ({ type: q.type, options: servedOptions(q.options, locale) }),
  keyAsAnswer: (q) => ({ type: q.type, choice: q.answer }),
  grade(q, answer) {
    requireKnownIds(
      'choice',
      [answer.choice],
      q.options.map((o) => o.id),
      'option',
    );
    const correct = answer.choice === q.answer;
    return { correct, score: correct ? 1 : 0 };
  },
  answerCsv: (_q, answer) => answer.choice,
  checkKey: choiceKeyProblems,
});
