import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS, text } from '../questionFields.ts';

const question: QuestionOfType<'Dropdowns'> = {
  ...QUESTION_FIELDS,
  type: 'Dropdowns',
  body: text('Water boils at ____ °C and freezes at ____ °C'),
  blanks: [
    { options: options('a', 'b', 'c'), answer: 'b' },
    { options: options('p', 'q'), answer: 'p' },
  ],
};
const choose = (...choices: string[]) => gradeAnswer(question, { type: 'Dropdowns', choices });

describe('Dropdowns graded', () => {
  it('grades every drop-down right, writing option ids joined by ,', () => {
    expect(choose('b', 'p')).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'b,p',
      correctCsv: 'b,p',
    });
  });
  it('scores the share of drop-downs right', () => {
    expect(choose('b', 'q')).toEqual({
      correct: false,
      score: 0.5,
      selectedCsv: 'b,q',
      correctCsv: 'b,p',
    });
    expect(choose('a', 'q')).toMatchObject({ correct: false, score: 0 });
  });
  it('refuses an option of another drop-down or of none, naming the drop-down', () => {
    expect(() => choose('p', 'p')).toThrow(MismatchedAnswerError);
    expect(() => choose('p', 'p')).toThrow('answer.choices.0: names no option of this drop-down p');
    expect(() => choose('b', 'z')).toThrow('answer.choices.1');
  });
  it('refuses the wrong number of drop-downs', () => {
    expect(() => choose('b')).toThrow('answer.choices: answers 1 drop-downs; the question has 2');
    expect(() => choose()).toThrow('answer.choices');
    expect(() => choose('b', 'p', 'a')).toThrow('answer.choices');
  });
});
