import { describe, expect, it } from 'vitest';
import { checkQuestionKey } from '../../../../../domain/questions/checkQuestionKey.ts';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../../../domain/questions/graders/MismatchedAnswerError.ts';
import { keyAsAnswer } from '../../../../../domain/questions/keyAsAnswer.ts';
import { questionContent } from '../../../../../domain/questions/serveQuestion.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { NumericalOperation } from '../../../../../domain/questions/types/NumericalOperation.ts';
import { QUESTION_FIELDS } from '../questionFields.ts';

const sum: QuestionOfType<'NumericalOperation'> = {
  ...QUESTION_FIELDS,
  type: 'NumericalOperation',
  operation: { operator: '+', operands: [347, 285] },
  answer: 632,
};
const digits = (...d: string[]) => ({ type: 'NumericalOperation' as const, digits: d as never });

describe('NumericalOperation', () => {
  it('serves a box for every column the result could need, never the result', () => {
    expect(questionContent(sum, 'en')).toEqual({
      type: 'NumericalOperation',
      operator: '+',
      operands: [347, 285],
      columns: 4,
    });
    const product = { ...sum, operation: { operator: '×' as const, operands: [126, 4] } };
    expect(questionContent(product, 'en')).toMatchObject({ columns: 4 });
    const difference = { ...sum, operation: { operator: '-' as const, operands: [503, 278] } };
    expect(questionContent(difference, 'en')).toMatchObject({ columns: 3 });
  });

  it('writes the key a box a digit, the boxes left of it empty', () => {
    expect(keyAsAnswer(sum)).toEqual(digits('', '6', '3', '2'));
  });

  it('grades each column as its share; a leading 0 counts as an empty box', () => {
    expect(gradeAnswer(sum, digits('', '6', '3', '2'))).toEqual({
      correct: true,
      score: 1,
      selectedCsv: '632',
      correctCsv: '632',
    });
    expect(gradeAnswer(sum, digits('0', '6', '3', '2'))).toMatchObject({ correct: true, score: 1 });
    // The carry into the tens forgotten: 622.
    expect(gradeAnswer(sum, digits('', '6', '2', '2'))).toEqual({
      correct: false,
      score: 0.75,
      selectedCsv: '622',
      correctCsv: '632',
    });
    expect(gradeAnswer(sum, digits('', '6', '', '2'))).toMatchObject({
      correct: false,
      selectedCsv: '6_2',
    });
  });

  it('refuses an answer with another number of boxes', () => {
    expect(() => gradeAnswer(sum, digits('6', '3', '2'))).toThrow(MismatchedAnswerError);
    expect(() => gradeAnswer(sum, digits('6', '3', '2'))).toThrow(
      'answer.digits: fills 3 boxes; the question has 4',
    );
  });

  it('reads back the key the player is sent, boxes and gaps in place', () => {
    const content = {
      type: 'NumericalOperation' as const,
      operator: '+' as const,
      operands: [347, 285],
      columns: 4,
    };
    expect(NumericalOperation.parseCsv('632', content)).toEqual(digits('', '6', '3', '2'));
    expect(NumericalOperation.parseCsv('6_2', content)).toEqual(digits('', '6', '', '2'));
    expect(NumericalOperation.parseCsv('12345', content)).toBeUndefined();
    expect(NumericalOperation.parseCsv('6a2', content)).toBeUndefined();
  });

  it('recomputes the key from the operation', () => {
    expect(checkQuestionKey(sum)).toEqual([]);
    expect(checkQuestionKey({ ...sum, answer: 622 })).toEqual([
      { pointer: '/answer', message: 'is 622, but 347 + 285 is 632' },
    ]);
    expect(
      checkQuestionKey({ ...sum, operation: { operator: '-', operands: [278, 503] }, answer: 225 }),
    ).toEqual([{ pointer: '/operation', message: 'subtracts a larger number from a smaller one' }]);
    expect(
      checkQuestionKey({ ...sum, operation: { operator: '×', operands: [126, 14] }, answer: 1764 }),
    ).toEqual([{ pointer: '/operation', message: 'multiplies by more than one digit' }]);
  });
});
