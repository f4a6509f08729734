import type { Grader } from '../Grader.ts';
import { matchBlank } from '../matchBlank.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';

/** Each blank earns its share; the question is right only when every blank is. */
export const gradeFillInTheBlanks: Grader<'FillInTheBlanks'> = (question, answer) => {
  const keys = question.answer;
  if (answer.blanks.length !== keys.length)
    throw new MismatchedAnswerError(
      'blanks',
      `fills ${answer.blanks.length} blanks; the question has ${keys.length}`,
    );
  const right = answer.blanks.filter((given, i) => matchBlank(given, keys[i] ?? [])).length;
  return {
    correct: right === keys.length,
    score: right / keys.length,
    selectedCsv: answer.blanks.map((b) => b.trim()).join('|'),
    // The first spelling is the one authors write as the answer; the others are tolerated.
    correctCsv: keys.map((accepted) => accepted[0] ?? '').join('|'),
  };
};
