import { describe, expect, it } from 'vitest';
import { gradeAssertion } from '../../../../domain/questions/graders/Assertion.ts';
import type { QuestionOfType } from '../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS, text } from './questionFields.ts';

const question: QuestionOfType<'Assertion'> = {
  ...QUESTION_FIELDS,
  type: 'Assertion',
  assertion: text('A'),
  reason: text('R'),
  answer: 'b',
};

describe('gradeAssertion', () => {
  it('grades the key right', () => {
    expect(gradeAssertion(question, { type: 'Assertion', choice: 'b' })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'b',
      correctCsv: 'b',
    });
  });
  it('grades any other letter wrong', () => {
    for (const choice of ['a', 'c', 'd'] as const)
      expect(gradeAssertion(question, { type: 'Assertion', choice })).toEqual({
        correct: false,
        score: 0,
        selectedCsv: choice,
        correctCsv: 'b',
      });
  });
});
