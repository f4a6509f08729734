import * as z from 'zod/mini';
import { answerNumber } from './answerFields.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { numericKeyProblems, parseNumber, scoreNumeric } from './numericKey.ts';

/** What the browser needs of Integer: its schemas, and how it reads the key's CSV back. */
export const IntegerWire = defineQuestionWire({
  type: 'Integer',
  content: z.object({ type: z.literal('Integer') }),
  answer: z.object({ type: z.literal('Integer'), value: answerNumber() }),
  parseCsv(csv) {
    const value = parseNumber(csv);
    return value === undefined ? undefined : { type: 'Integer', value };
  },
});

/** A typed number, right within the key's tolerance; its CSV is the number ("-12.5"). */
export const Integer = /* @__PURE__ */ defineQuestionType({
  ...IntegerWire,
  serve: (q) => ({ type: q.type }),
  keyAsAnswer: (q) => ({ type: q.type, value: q.answer.value }),
  grade: (q, answer) => scoreNumeric(q.answer, answer.value),
  answerCsv: (_q, answer) => String(answer.value),
  checkKey: numericKeyProblems,
});
