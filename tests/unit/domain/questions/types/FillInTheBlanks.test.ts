import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS, text } from '../questionFields.ts';

const question: QuestionOfType<'FillInTheBlanks'> = {
  ...QUESTION_FIELDS,
  type: 'FillInTheBlanks',
  body: text('g is ____ m/s², the ____ allele shows, and x = ____, ratio ____'),
  answer: [['9.8'], ['dominant', 'प्रभावी'], ['-9', '−9'], ['1/2', '0.5']],
};
const fill = (...blanks: string[]) => gradeAnswer(question, { type: 'FillInTheBlanks', blanks });

describe('FillInTheBlanks graded', () => {
  it('grades every blank right, writing blanks joined by |', () => {
    expect(fill('9.8', 'dominant', '-9', '1/2')).toEqual({
      correct: true,
      score: 1,
      selectedCsv: '9.8|dominant|-9|1/2',
      correctCsv: '9.8|dominant|-9|1/2',
    });
  });
  it('takes other spellings: case, spaces, minus sign, numbers as numbers, fractions', () => {
    expect(fill('9.80', '  DOMINANT ', '\u22129', '2/4')).toMatchObject({
      correct: true,
      score: 1,
    });
    expect(fill('49/5', 'प्रभावी', '-9.0', '.5')).toMatchObject({ correct: true, score: 1 });
  });
  it('scores the share of blanks right; partly right is wrong', () => {
    expect(fill('9.8', 'recessive', '-9', '0.25')).toMatchObject({ correct: false, score: 0.5 });
    expect(fill('9.8', 'dominant', '9', '1/2')).toMatchObject({ correct: false, score: 0.75 });
  });
  it('grades empty blanks wrong', () => {
    expect(fill('', '', '', '')).toEqual({
      correct: false,
      score: 0,
      selectedCsv: '|||',
      correctCsv: '9.8|dominant|-9|1/2',
    });
  });
  it('refuses too few or too many blanks, naming the field', () => {
    expect(() => fill('9.8', 'dominant', '-9')).toThrow(MismatchedAnswerError);
    expect(() => fill('9.8', 'dominant', '-9')).toThrow(
      'answer.blanks: fills 3 blanks; the question has 4',
    );
    expect(() => fill('9.8', 'dominant', '-9', '1/2', 'x')).toThrow('answer.blanks');
  });
});
