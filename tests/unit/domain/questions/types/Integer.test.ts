import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS } from '../questionFields.ts';

const question = (value: number, tolerance?: number): QuestionOfType<'Integer'> => ({
  ...QUESTION_FIELDS,
  type: 'Integer',
  answer: tolerance === undefined ? { value } : { value, tolerance },
});
const grade = (q: QuestionOfType<'Integer'>, value: number) =>
  gradeAnswer(q, { type: 'Integer', value });

describe('Integer graded', () => {
  it('grades the exact value right, written as the number', () => {
    expect(grade(question(42), 42)).toEqual({
      correct: true,
      score: 1,
      selectedCsv: '42',
      correctCsv: '42',
    });
  });
  it('has no tolerance by default: one off is wrong', () => {
    expect(grade(question(42), 43)).toEqual({
      correct: false,
      score: 0,
      selectedCsv: '43',
      correctCsv: '42',
    });
    expect(grade(question(42), 42.001)).toMatchObject({ correct: false });
  });
  it('grades right exactly at the tolerance, on either side', () => {
    expect(grade(question(10, 0.5), 10.5)).toMatchObject({ correct: true });
    expect(grade(question(10, 0.5), 9.5)).toMatchObject({ correct: true });
    // 0.4 − 0.3 is 0.10000000000000003 in floating point: still at the tolerance.
    expect(grade(question(0.3, 0.1), 0.4)).toMatchObject({ correct: true });
  });
  it('grades wrong just past the tolerance', () => {
    expect(grade(question(10, 0.5), 10.51)).toMatchObject({ correct: false });
    expect(grade(question(10, 0.5), 9.49)).toMatchObject({ correct: false });
    expect(grade(question(0.3, 0.1), 0.4001)).toMatchObject({ correct: false });
  });
  it('forgives floating-point noise on an exact key', () => {
    expect(grade(question(0.3), 0.1 + 0.2)).toMatchObject({ correct: true });
    expect(grade(question(6.02e23), 6.02e23 * (1 + 1e-12))).toMatchObject({ correct: true });
    expect(grade(question(6.02e23), 6.02e23 * (1 + 1e-6))).toMatchObject({ correct: false });
  });
  it('grades negative keys', () => {
    expect(grade(question(-9), -9)).toMatchObject({ correct: true, selectedCsv: '-9' });
    expect(grade(question(-9), 9)).toMatchObject({ correct: false });
  });
});
