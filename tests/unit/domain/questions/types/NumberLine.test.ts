import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS } from '../questionFields.ts';

const question = (value: number, tolerance?: number): QuestionOfType<'NumberLine'> => ({
  ...QUESTION_FIELDS,
  type: 'NumberLine',
  line: { min: -5, max: 5, step: 0.5 },
  answer: tolerance === undefined ? { value } : { value, tolerance },
});
const grade = (q: QuestionOfType<'NumberLine'>, value: number) =>
  gradeAnswer(q, { type: 'NumberLine', value });

describe('NumberLine graded', () => {
  it('grades the marked tick right', () => {
    expect(grade(question(-2.5), -2.5)).toEqual({
      correct: true,
      score: 1,
      selectedCsv: '-2.5',
      correctCsv: '-2.5',
    });
  });
  it('grades the next tick wrong when there is no tolerance', () => {
    expect(grade(question(-2.5), -2)).toMatchObject({ correct: false, score: 0 });
  });
  it('grades right exactly at the tolerance and wrong just past it', () => {
    expect(grade(question(1, 0.5), 1.5)).toMatchObject({ correct: true });
    expect(grade(question(1, 0.5), 0.5)).toMatchObject({ correct: true });
    expect(grade(question(1, 0.5), 1.5000001)).toMatchObject({ correct: false });
  });
  it('grades a mark off the line as wrong, not refused', () => {
    expect(grade(question(1), 50)).toMatchObject({ correct: false });
  });
});
