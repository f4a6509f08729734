import type { AttemptType } from '../contracts/practice.ts';

/**
 * Reward points of practice (the spec names silver and gold embiums, not their rule): a right
 * answer earns silver, a well-timed one worked out without a hint double; every run of
 * GOLD_STREAK right answers in a row earns a gold one.
 */
export const SILVER_FOR_RIGHT = 1;
export const SILVER_FOR_PERFECT = 2;
export const GOLD_STREAK = 5;

export function silverFor(type: AttemptType, hintUsed: boolean): number {
  if (type === 'Perfect') return hintUsed ? SILVER_FOR_RIGHT : SILVER_FOR_PERFECT;
  return type === 'TooFastCorrect' || type === 'OvertimeCorrect' || type === 'SolveWithUsCorrect'
    ? SILVER_FOR_RIGHT
    : 0;
}

/** Gold embiums of a session from its answers in order (true = right). */
export function goldFor(rightInOrder: readonly boolean[]): number {
  let gold = 0;
  let run = 0;
  for (const right of rightInOrder) {
    run = right ? run + 1 : 0;
    if (run === GOLD_STREAK) {
      gold++;
      run = 0;
    }
  }
  return gold;
}
