import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS } from '../questionFields.ts';

const question: QuestionOfType<'MatchTheFollowing'> = {
  ...QUESTION_FIELDS,
  type: 'MatchTheFollowing',
  left: options('a', 'b', 'c', 'd'),
  right: options('p', 'q', 'r', 's', 't'),
  answer: { d: 'p', a: 'q', b: 'r', c: 's' },
};
const pair = (pairs: Record<string, string>) =>
  gradeAnswer(question, { type: 'MatchTheFollowing', pairs });

describe('MatchTheFollowing graded', () => {
  it('grades every pair right, written l-r in left-column order', () => {
    expect(pair({ c: 's', a: 'q', d: 'p', b: 'r' })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'a-q,b-r,c-s,d-p',
      correctCsv: 'a-q,b-r,c-s,d-p',
    });
  });
  it('scores the share of left items paired right', () => {
    expect(pair({ a: 'q', b: 'r', c: 'p', d: 's' })).toMatchObject({ correct: false, score: 0.5 });
  });
  it('grades an unpaired left item wrong, leaving it out of the answer', () => {
    expect(pair({ a: 'q', b: 'r', c: 's' })).toEqual({
      correct: false,
      score: 0.75,
      selectedCsv: 'a-q,b-r,c-s',
      correctCsv: 'a-q,b-r,c-s,d-p',
    });
    expect(pair({})).toMatchObject({ correct: false, score: 0, selectedCsv: '' });
  });
  it('refuses unknown left or right items, naming the pair', () => {
    expect(() => pair({ a: 'q', z: 'p' })).toThrow(MismatchedAnswerError);
    expect(() => pair({ a: 'q', z: 'p' })).toThrow('answer.pairs.z: names no left item');
    expect(() => pair({ a: 'x' })).toThrow('answer.pairs.a: names no right item x');
  });
  it('refuses an id that is only an inherited property', () => {
    expect(() => pair({ constructor: 'p' })).toThrow('answer.pairs.constructor');
  });
});
