import * as z from 'zod/mini';
import { answerNumber } from './answerFields.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { numericKeyProblems, parseNumber, scoreNumeric } from './numericKey.ts';

/** What the browser needs of NumberLine: its schemas, and how it reads the key's CSV back. */
export const NumberLineWire = defineQuestionWire({
  type: 'NumberLine',
  content: z.object({
    type: z.literal('NumberLine'),
    min: z.number(),
    max: z.number(),
    step: z.number(),
  }),
  answer: z.object({ type: z.literal('NumberLine'), value: answerNumber() }),
  parseCsv(csv) {
    const value = parseNumber(csv);
    return value === undefined ? undefined : { type: 'NumberLine', value };
  },
});

/**
 * A point marked on a line of ticks. The mark is graded where it is, on the line or off it: being
 * off the line is just wrong. The key must be a tick, or no student could mark it.
 */
export const NumberLine = /* @__PURE__ */ defineQuestionType({
  ...NumberLineWire,
  serve: (q) => ({ type: q.type, ...q.line }),
  keyAsAnswer: (q) => ({ type: q.type, value: q.answer.value }),
  grade: (q, answer) => scoreNumeric(q.answer, answer.value),
  answerCsv: (_q, answer) => String(answer.value),
  checkKey(q) {
    const problems = numericKeyProblems(q);
    const { min, max, step } = q.line;
    const ticks = (q.answer.value - min) / step;
    if (q.answer.value < min || q.answer.value > max || Math.abs(ticks - Math.round(ticks)) > 1e-9)
      problems.push({ pointer: '/answer', message: 'is not a tick of the number line' });
    return problems;
  },
});
