import { describe, expect, it } from 'vitest';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS } from '../questionFields.ts';

const question: QuestionOfType<'Sequencing'> = {
  ...QUESTION_FIELDS,
  type: 'Sequencing',
  items: options('a', 'b', 'c', 'd'),
  answer: ['c', 'a', 'd', 'b'],
};
const order = (...ids: string[]) => gradeAnswer(question, { type: 'Sequencing', order: ids });

describe('Sequencing graded', () => {
  it('grades the exact order right, written as ids joined by ,', () => {
    expect(order('c', 'a', 'd', 'b')).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'c,a,d,b',
      correctCsv: 'c,a,d,b',
    });
  });
  it('scores the share of items in their right place', () => {
    expect(order('c', 'a', 'b', 'd')).toMatchObject({ correct: false, score: 0.5 });
    expect(order('a', 'b', 'c', 'd')).toMatchObject({ correct: false, score: 0 });
  });
  it('refuses anything but a permutation of the items, naming the field', () => {
    expect(() => order('c', 'a', 'd')).toThrow(MismatchedAnswerError);
    expect(() => order('c', 'a', 'd')).toThrow('answer.order: orders 3 items; the question has 4');
    expect(() => order()).toThrow('answer.order');
    expect(() => order('c', 'a', 'd', 'd')).toThrow('answer.order: names d twice');
    expect(() => order('c', 'a', 'd', 'x')).toThrow('answer.order: names no item x');
    expect(() => order('c', 'a', 'd', 'b', 'e')).toThrow('answer.order: names no item e');
  });
});
