import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS, text } from '../questionFields.ts';

const question: QuestionOfType<'Assertion'> = {
  ...QUESTION_FIELDS,
  type: 'Assertion',
  assertion: text('A'),
  reason: text('R'),
  answer: 'b',
};

describe('Assertion graded', () => {
  it('grades the key right', () => {
    expect(gradeAnswer(question, { type: 'Assertion', choice: 'b' })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'b',
      correctCsv: 'b',
    });
  });
  it('grades any other letter wrong', () => {
    for (const choice of ['a', 'c', 'd'] as const)
      expect(gradeAnswer(question, { type: 'Assertion', choice })).toEqual({
        correct: false,
        score: 0,
        selectedCsv: choice,
        correctCsv: 'b',
      });
  });
});
