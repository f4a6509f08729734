import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS } from '../questionFields.ts';

const question = (answer: boolean): QuestionOfType<'TrueFalse'> => ({
  ...QUESTION_FIELDS,
  type: 'TrueFalse',
  answer,
});

describe('TrueFalse graded', () => {
  it('grades the key right, written as true/false', () => {
    expect(gradeAnswer(question(false), { type: 'TrueFalse', value: false })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'false',
      correctCsv: 'false',
    });
  });
  it('grades the other value wrong', () => {
    expect(gradeAnswer(question(true), { type: 'TrueFalse', value: false })).toEqual({
      correct: false,
      score: 0,
      selectedCsv: 'false',
      correctCsv: 'true',
    });
  });
});
