import { describe, expect, it } from 'vitest';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS } from '../questionFields.ts';

const question: QuestionOfType<'SingleChoice'> = {
  ...QUESTION_FIELDS,
  type: 'SingleChoice',
  options: options('a', 'b', 'c', 'd'),
  answer: 'c',
};

describe('SingleChoice graded', () => {
  it('grades the key right with score 1', () => {
    expect(gradeAnswer(question, { type: 'SingleChoice', choice: 'c' })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'c',
      correctCsv: 'c',
    });
  });
  it('grades another option wrong with score 0', () => {
    expect(gradeAnswer(question, { type: 'SingleChoice', choice: 'a' })).toEqual({
      correct: false,
      score: 0,
      selectedCsv: 'a',
      correctCsv: 'c',
    });
  });
  it('refuses an option the question does not have, naming the field', () => {
    const grade = () => gradeAnswer(question, { type: 'SingleChoice', choice: 'e' });
    expect(grade).toThrow(MismatchedAnswerError);
    expect(grade).toThrow('answer.choice: names no option e');
  });
});
