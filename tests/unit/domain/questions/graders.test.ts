import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../domain/errors.ts';
import { gradeAnswer } from '../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../domain/questions/graders/MismatchedAnswerError.ts';
import type { BankQuestion } from '../../../../domain/questions/questionTypes.ts';
import { QUESTION_TYPE_MODULES } from '../../../../domain/questions/types/questionTypeModules.ts';
import { QUESTION_TYPES } from '../../../../domain/questions/types/questionWires.ts';
import { options, QUESTION_FIELDS } from './questionFields.ts';

const question: BankQuestion = {
  ...QUESTION_FIELDS,
  code: 'tst-grade-0042',
  type: 'SingleChoice',
  options: options('a', 'b'),
  answer: 'b',
};

describe('QUESTION_TYPE_MODULES', () => {
  it('has a module for every question type of the schema, each of its own type', () => {
    expect(Object.keys(QUESTION_TYPE_MODULES)).toEqual(QUESTION_TYPES);
    for (const type of QUESTION_TYPES) expect(QUESTION_TYPE_MODULES[type].type).toBe(type);
  });
});

describe('gradeAnswer', () => {
  it("grades with the question type's grader", () => {
    expect(gradeAnswer(question, { type: 'SingleChoice', choice: 'b' })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'b',
      correctCsv: 'b',
    });
    expect(gradeAnswer(question, { type: 'SingleChoice', choice: 'a' })).toMatchObject({
      correct: false,
    });
  });
  it('refuses an answer of another type, naming the field and both types', () => {
    const grade = () => gradeAnswer(question, { type: 'MultipleChoice', choices: ['b'] });
    expect(grade).toThrow(MismatchedAnswerError);
    expect(grade).toThrow(
      'answer.type: is MultipleChoice, but question tst-grade-0042 is SingleChoice',
    );
  });
  it('refuses ids the question does not have, through the grader', () => {
    expect(() => gradeAnswer(question, { type: 'SingleChoice', choice: 'c' })).toThrow(
      'answer.choice: names no option c',
    );
  });
  it('refuses as a validation failure the server answers with 400, keeping the field', () => {
    try {
      gradeAnswer(question, { type: 'TrueFalse', value: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, field: 'type' });
    }
  });
});
