import type { Grader } from '../Grader.ts';
import { gradeNumeric } from './gradeNumeric.ts';

/** The mark is graded where it is, on the line or off it: being off the line is just wrong. */
export const gradeNumberLine: Grader<'NumberLine'> = (question, answer) =>
  gradeNumeric(question.answer, answer.value);
