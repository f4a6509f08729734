import type { Grader } from '../Grader.ts';
import { gradeNumeric } from './gradeNumeric.ts';

export const gradeInteger: Grader<'Integer'> = (question, answer) =>
  gradeNumeric(question.answer, answer.value);
