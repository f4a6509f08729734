import { describe, expect, it } from 'vitest';
import { checkStep, type SolveWithUsStep } from '../../../../domain/questions/solveWithUsStep.ts';
import { text } from './questionFields.ts';

const fillIn: SolveWithUsStep = {
  text: text('v = u + at = ____ m/s, and the ratio is ____'),
  fibs: [
    ['-9', '−9'],
    ['1/2', '0.5'],
  ],
};
const yes: SolveWithUsStep = { text: text('Is the motion uniform?'), yes: true };
const no: SolveWithUsStep = { text: text('Is the speed constant?'), yes: false };

describe('checkStep', () => {
  it('passes a fill-in step whose every blank matches', () => {
    expect(checkStep(fillIn, ['-9', '1/2'])).toEqual({ correct: true });
  });
  it('matches blanks as fill-in-the-blanks questions do', () => {
    expect(checkStep(fillIn, ['\u22129', ' 0.50 '])).toEqual({ correct: true });
    expect(checkStep(fillIn, ['-9.0', '2/4'])).toEqual({ correct: true });
  });
  it('fails a fill-in step with one blank wrong or empty', () => {
    expect(checkStep(fillIn, ['9', '1/2'])).toEqual({ correct: false });
    expect(checkStep(fillIn, ['-9', ''])).toEqual({ correct: false });
  });
  it('fails a fill-in step with too few or too many answers', () => {
    expect(checkStep(fillIn, ['-9'])).toEqual({ correct: false });
    expect(checkStep(fillIn, ['-9', '1/2', '3'])).toEqual({ correct: false });
    expect(checkStep(fillIn, [])).toEqual({ correct: false });
  });
  it('passes a yes/no step answered with its right value', () => {
    expect(checkStep(yes, ['yes'])).toEqual({ correct: true });
    expect(checkStep(no, ['no'])).toEqual({ correct: true });
  });
  it('fails a yes/no step answered the other way', () => {
    expect(checkStep(yes, ['no'])).toEqual({ correct: false });
    expect(checkStep(no, ['yes'])).toEqual({ correct: false });
  });
  it("takes only 'yes' or 'no' on a yes/no step, as its buttons send", () => {
    expect(checkStep(yes, [])).toEqual({ correct: false });
    expect(checkStep(yes, ['true'])).toEqual({ correct: false });
    expect(checkStep(yes, ['Yes'])).toEqual({ correct: false });
    expect(checkStep(no, [''])).toEqual({ correct: false });
  });
});
