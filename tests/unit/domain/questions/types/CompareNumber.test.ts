import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS, text } from '../questionFields.ts';

const question: QuestionOfType<'CompareNumber'> = {
  ...QUESTION_FIELDS,
  type: 'CompareNumber',
  leftValue: text('2^10'),
  rightValue: text('10^3'),
  answer: '>',
};

describe('CompareNumber graded', () => {
  it('grades the key right', () => {
    expect(gradeAnswer(question, { type: 'CompareNumber', relation: '>' })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: '>',
      correctCsv: '>',
    });
  });
  it('grades the other relations wrong', () => {
    expect(gradeAnswer(question, { type: 'CompareNumber', relation: '=' })).toEqual({
      correct: false,
      score: 0,
      selectedCsv: '=',
      correctCsv: '>',
    });
    expect(gradeAnswer(question, { type: 'CompareNumber', relation: '<' })).toMatchObject({
      correct: false,
    });
  });
});
