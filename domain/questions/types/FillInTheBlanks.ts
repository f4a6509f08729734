import * as z from 'zod/mini';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import { matchBlank } from '../matchBlank.ts';
import { answerText } from './answerFields.ts';
import { blankCountProblems } from './blankCounts.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';

/** What the browser needs of FillInTheBlanks: its schemas, and how it reads the key's CSV back. */
export const FillInTheBlanksWire = defineQuestionWire({
  type: 'FillInTheBlanks',
  content: z.object({ type: z.literal('FillInTheBlanks'), blanks: z.int().check(z.nonnegative()) }),
  answer: z.object({
    type: z.literal('FillInTheBlanks'),
    blanks: z.array(answerText()).check(z.maxLength(16)),
  }),
  parseCsv: (csv) => ({ type: 'FillInTheBlanks', blanks: csv ? csv.split('|') : [] }),
});

/**
 * Blanks in the body, each with its accepted spellings. Each blank earns its share; the question
 * is right only when every blank is. The CSV joins the blanks with "|" (a blank may hold a comma),
 * the key written with each blank's first spelling, the one authors write as the answer.
 */
export const FillInTheBlanks = /* @__PURE__ */ defineQuestionType({
  ...FillInTheBlanksWire,
  serve: (q) => ({ type: q.type, blanks: q.answer.length }),
  keyAsAnswer: (q) => ({ type: q.type, blanks: q.answer.map((accepted) => accepted[0] ?? '') }),
  grade(q, answer) {
    const keys = q.answer;
    if (answer.blanks.length !== keys.length)
      throw new MismatchedAnswerError(
        'blanks',
        `fills ${answer.blanks.length} blanks; the question has ${keys.length}`,
      );
    const right = answer.blanks.filter((given, i) => matchBlank(given, keys[i] ?? [])).length;
    return { correct: right === keys.length, score: right / keys.length };
  },
  answerCsv: (_q, answer) => answer.blanks.map((b) => b.trim()).join('|'),
  checkKey: (q) => blankCountProblems(q.body, q.answer.length, 'answers'),
});
