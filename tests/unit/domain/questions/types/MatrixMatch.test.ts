import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS } from '../questionFields.ts';

const question: QuestionOfType<'MatrixMatch'> = {
  ...QUESTION_FIELDS,
  type: 'MatrixMatch',
  left: options('a', 'b'),
  right: options('p', 'q', 'r'),
  answer: { a: ['r', 'p'], b: ['q'] },
};
const pair = (pairs: Record<string, string[]>) =>
  gradeAnswer(question, { type: 'MatrixMatch', pairs });

describe('MatrixMatch graded', () => {
  it('grades every set right in any order, written l-r1+r2 in column order', () => {
    expect(pair({ b: ['q'], a: ['r', 'p'] })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'a-p+r,b-q',
      correctCsv: 'a-p+r,b-q',
    });
  });
  it('grades a subset or a superset of the key wrong for that left item', () => {
    expect(pair({ a: ['p'], b: ['q'] })).toMatchObject({
      correct: false,
      score: 0.5,
      selectedCsv: 'a-p,b-q',
    });
    expect(pair({ a: ['p', 'r'], b: ['q', 'r'] })).toMatchObject({ correct: false, score: 0.5 });
  });
  it('grades empty or missing sets wrong', () => {
    expect(pair({})).toEqual({
      correct: false,
      score: 0,
      selectedCsv: '',
      correctCsv: 'a-p+r,b-q',
    });
    expect(pair({ a: [], b: ['q'] })).toMatchObject({ score: 0.5, selectedCsv: 'b-q' });
  });
  it('refuses unknown items and repeated right items, naming the pair', () => {
    expect(() => pair({ z: ['p'] })).toThrow(MismatchedAnswerError);
    expect(() => pair({ z: ['p'] })).toThrow('answer.pairs.z: names no left item');
    expect(() => pair({ a: ['p', 'x'] })).toThrow('answer.pairs.a: names no right item x');
    expect(() => pair({ a: ['p', 'p'] })).toThrow('answer.pairs.a: names p twice');
  });
});
