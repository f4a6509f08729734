import { describe, expect, it } from 'vitest';
import { attemptType, nonAttemptFilter } from '../../../../domain/practice/attemptType.ts';
import { shouldIntervene } from '../../../../domain/practice/learnIntervention.ts';

const answered = (correct: boolean, timeSpent: number, idealTime = 60) =>
  attemptType({ kind: 'answered', correct, timeSpent, idealTime });

describe('attempt types (ideal time 60 s: too fast below 15 s, over time above 60 s)', () => {
  it('tells right answers apart by time, at each boundary', () => {
    expect(answered(true, 14.9)).toBe('TooFastCorrect');
    expect(answered(true, 15)).toBe('Perfect');
    expect(answered(true, 60)).toBe('Perfect');
    expect(answered(true, 60.1)).toBe('OvertimeCorrect');
  });

  it('tells wrong answers apart by time, at each boundary', () => {
    expect(answered(false, 14.9)).toBe('Wasted');
    expect(answered(false, 15)).toBe('Incorrect');
    expect(answered(false, 60)).toBe('Incorrect');
    expect(answered(false, 60.1)).toBe('OvertimeIncorrect');
  });

  it('never calls fewer than 5 seconds well-timed, even for a short ideal time', () => {
    expect(answered(true, 4.9, 10)).toBe('TooFastCorrect');
    expect(answered(true, 5, 10)).toBe('Perfect');
  });

  it('names skips and solve-with-us outcomes', () => {
    expect(attemptType({ kind: 'skipped' })).toBe('NonAttempt');
    expect(attemptType({ kind: 'solveWithUs', allStepsRight: true, revealed: false })).toBe(
      'SolveWithUsCorrect',
    );
    expect(attemptType({ kind: 'solveWithUs', allStepsRight: false, revealed: false })).toBe(
      'SolveWithUsInCorrect',
    );
    expect(attemptType({ kind: 'solveWithUs', allStepsRight: true, revealed: true })).toBe(
      'SolveWithUsRevealedAnswer',
    );
    expect(nonAttemptFilter(61, 60)).toBe('OverTimeNonAttempt');
    expect(nonAttemptFilter(60, 60)).toBe('InTimeNonAttempt');
  });
});

describe('learn intervention', () => {
  const stalled = {
    answers: [true, false, false],
    masteryBefore: 0.5,
    masteryNow: 0.45,
    alreadyOffered: false,
  };

  it('offers lessons when two of the last three answers were wrong and mastery did not grow', () => {
    expect(shouldIntervene(stalled)).toBe(true);
    expect(shouldIntervene({ ...stalled, answers: [false, true, true] })).toBe(false);
    expect(shouldIntervene({ ...stalled, masteryNow: 0.55 })).toBe(false);
    expect(shouldIntervene({ ...stalled, answers: [false, false] })).toBe(false);
    expect(shouldIntervene({ ...stalled, alreadyOffered: true })).toBe(false);
  });
});
