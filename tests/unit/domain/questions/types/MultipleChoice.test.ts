import { describe, expect, it } from 'vitest';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS } from '../questionFields.ts';

const question: QuestionOfType<'MultipleChoice'> = {
  ...QUESTION_FIELDS,
  type: 'MultipleChoice',
  options: options('a', 'b', 'c', 'd'),
  answer: ['c', 'a'],
};
const choose = (...choices: string[]) => gradeAnswer(question, { type: 'MultipleChoice', choices });

describe('MultipleChoice graded', () => {
  it('grades exactly the key set right, in any order, written in option order', () => {
    expect(choose('c', 'a')).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'a,c',
      correctCsv: 'a,c',
    });
  });
  it('grades a missing option wrong, scoring the options classified right', () => {
    expect(choose('a')).toMatchObject({ correct: false, score: 0.75, selectedCsv: 'a' });
  });
  it('grades an extra option wrong', () => {
    expect(choose('a', 'b', 'c')).toMatchObject({ correct: false, score: 0.75 });
  });
  it('grades every option flipped as score 0', () => {
    expect(choose('b', 'd')).toMatchObject({ correct: false, score: 0 });
  });
  it('grades an empty choice wrong, with credit only for the options rightly left', () => {
    expect(choose()).toEqual({ correct: false, score: 0.5, selectedCsv: '', correctCsv: 'a,c' });
  });
  it('refuses unknown and repeated options, naming the field', () => {
    expect(() => choose('a', 'z')).toThrow(MismatchedAnswerError);
    expect(() => choose('a', 'z')).toThrow('answer.choices: names no option z');
    expect(() => choose('a', 'a')).toThrow('answer.choices: names a twice');
  });
});
