import { describe, expect, it } from 'vitest';
import { gradeTrueFalse } from '../../../../domain/questions/graders/TrueFalse.ts';
import type { QuestionOfType } from '../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS } from './questionFields.ts';

const question = (answer: boolean): QuestionOfType<'TrueFalse'> => ({
  ...QUESTION_FIELDS,
  type: 'TrueFalse',
  answer,
});

describe('gradeTrueFalse', () => {
  it('grades the key right, written as true/false', () => {
    expect(gradeTrueFalse(question(false), { type: 'TrueFalse', value: false })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'false',
      correctCsv: 'false',
    });
  });
  it('grades the other value wrong', () => {
    expect(gradeTrueFalse(question(true), { type: 'TrueFalse', value: false })).toEqual({
      correct: false,
      score: 0,
      selectedCsv: 'false',
      correctCsv: 'true',
    });
  });
});
