import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../../../../../domain/questions/answerPayload.ts';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { options, QUESTION_FIELDS, text } from '../questionFields.ts';

const { body: _body, explanation: _explanation, hints: _hints, ...passageFields } = QUESTION_FIELDS;
const question: QuestionOfType<'LinkedComprehension'> = {
  ...passageFields,
  type: 'LinkedComprehension',
  passage: text('A passage'),
  parts: [
    {
      ...QUESTION_FIELDS,
      code: 'tst-part-0001',
      type: 'SingleChoice',
      options: options('a', 'b'),
      answer: 'a',
    },
    {
      ...QUESTION_FIELDS,
      code: 'tst-part-0002',
      type: 'MultipleChoice',
      options: options('a', 'b', 'c', 'd'),
      answer: ['a', 'b'],
    },
    { ...QUESTION_FIELDS, code: 'tst-part-0003', type: 'Integer', answer: { value: 12 } },
    { ...QUESTION_FIELDS, code: 'tst-part-0004', type: 'TrueFalse', answer: true },
  ],
};
type Parts = AnswerOf<'LinkedComprehension'>['parts'];
const answer = (parts: Parts) => gradeAnswer(question, { type: 'LinkedComprehension', parts });
const KEY: Parts = {
  'tst-part-0001': { type: 'SingleChoice', choice: 'a' },
  'tst-part-0002': { type: 'MultipleChoice', choices: ['b', 'a'] },
  'tst-part-0003': { type: 'Integer', value: 12 },
  'tst-part-0004': { type: 'TrueFalse', value: true },
};
const KEY_CSV = 'tst-part-0001:a;tst-part-0002:a,b;tst-part-0003:12;tst-part-0004:true';

describe('LinkedComprehension graded', () => {
  it('grades every part right, writing parts as code:csv joined by ;', () => {
    expect(answer(KEY)).toEqual({
      correct: true,
      score: 1,
      selectedCsv: KEY_CSV,
      correctCsv: KEY_CSV,
    });
  });
  it('scores the mean of the parts; one part wrong makes the passage wrong', () => {
    expect(
      answer({ ...KEY, 'tst-part-0002': { type: 'MultipleChoice', choices: ['a'] } }),
    ).toMatchObject({ correct: false, score: (1 + 0.75 + 1 + 1) / 4 });
    expect(answer({ ...KEY, 'tst-part-0003': { type: 'Integer', value: 13 } })).toMatchObject({
      correct: false,
      score: 0.75,
      selectedCsv: 'tst-part-0001:a;tst-part-0002:a,b;tst-part-0003:13;tst-part-0004:true',
    });
  });
  it('scores an unanswered part 0, leaving it out of the answer but not out of the key', () => {
    expect(answer({ 'tst-part-0004': { type: 'TrueFalse', value: true } })).toEqual({
      correct: false,
      score: 0.25,
      selectedCsv: 'tst-part-0004:true',
      correctCsv: KEY_CSV,
    });
    expect(answer({})).toMatchObject({ correct: false, score: 0, selectedCsv: '' });
  });
  it('refuses a part it does not have', () => {
    expect(() => answer({ ...KEY, 'tst-part-0009': { type: 'TrueFalse', value: true } })).toThrow(
      'answer.parts.tst-part-0009: names no part',
    );
  });
  it("refuses a part's answer of another type, naming the part", () => {
    const grade = () => answer({ ...KEY, 'tst-part-0001': { type: 'TrueFalse', value: true } });
    expect(grade).toThrow(MismatchedAnswerError);
    expect(grade).toThrow(
      'answer.parts.tst-part-0001.type: is TrueFalse, but the part is SingleChoice',
    );
  });
  it("refuses a part's unknown ids, naming the field inside the part", () => {
    expect(() =>
      answer({ ...KEY, 'tst-part-0002': { type: 'MultipleChoice', choices: ['a', 'z'] } }),
    ).toThrow('answer.parts.tst-part-0002.choices: names no option z');
  });
});
