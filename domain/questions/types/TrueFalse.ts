import * as z from 'zod/mini';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';

const TRUE_WORDS = new Set(['true', 't', '1', 'yes']);
const FALSE_WORDS = new Set(['false', 'f', '0', 'no']);

/** What the browser needs of TrueFalse: its schemas, and how it reads the key's CSV back. */
export const TrueFalseWire = defineQuestionWire({
  type: 'TrueFalse',
  content: z.object({ type: z.literal('TrueFalse') }),
  answer: z.object({ type: z.literal('TrueFalse'), value: z.boolean() }),
  parseCsv(csv) {
    const word = csv.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return { type: 'TrueFalse', value: true };
    return FALSE_WORDS.has(word) ? { type: 'TrueFalse', value: false } : undefined;
  },
});

/** A statement true or false; its CSV is "true" or "false" (read back however a key spells it). */
export const TrueFalse = /* @__PURE__ */ defineQuestionType({
  ...TrueFalseWire,
  serve: (q) => ({ type: q.type }),
  keyAsAnswer: (q) => ({ type: q.type, value: q.answer }),
  grade(q, answer) {
    const correct = answer.value === q.answer;
    return { correct, score: correct ? 1 : 0 };
  },
  answerCsv: (_q, answer) => String(answer.value),
  checkKey: () => [],
});
