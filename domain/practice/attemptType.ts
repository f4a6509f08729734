import type { AttemptType } from '../contracts/practice.ts';

/**
 * The spec names the attempt types but not where "too fast" and "over time" begin. A right answer
 * in under a quarter of the ideal time is too fast to have been worked out (a guess or a lookup);
 * a wrong one that fast is a wasted attempt; past the ideal time an answer is over time.
 */
export const TOO_FAST_SHARE = 0.25;
export const OVERTIME_SHARE = 1;
/** Below this many seconds even a short ideal time counts as too fast. */
export const TOO_FAST_FLOOR_SECONDS = 5;

export type AttemptOutcome =
  | { kind: 'answered'; correct: boolean; timeSpent: number; idealTime: number }
  | { kind: 'skipped' }
  | { kind: 'solveWithUs'; allStepsRight: boolean; revealed: boolean };

export function attemptType(outcome: AttemptOutcome): AttemptType {
  switch (outcome.kind) {
    case 'skipped':
      return 'NonAttempt';
    case 'solveWithUs':
      if (outcome.revealed) return 'SolveWithUsRevealedAnswer';
      return outcome.allStepsRight ? 'SolveWithUsCorrect' : 'SolveWithUsInCorrect';
    case 'answered': {
      const tooFast = Math.max(TOO_FAST_FLOOR_SECONDS, TOO_FAST_SHARE * outcome.idealTime);
      const overtime = OVERTIME_SHARE * outcome.idealTime;
      if (outcome.correct) {
        if (outcome.timeSpent < tooFast) return 'TooFastCorrect';
        return outcome.timeSpent <= overtime ? 'Perfect' : 'OvertimeCorrect';
      }
      if (outcome.timeSpent < tooFast) return 'Wasted';
      return outcome.timeSpent <= overtime ? 'Incorrect' : 'OvertimeIncorrect';
    }
  }
}

/** The summary's filter of non-attempts (spec §3): skipped within the ideal time, or after it. */
export function nonAttemptFilter(timeSpent: number, idealTime: number) {
  return timeSpent > OVERTIME_SHARE * idealTime ? 'OverTimeNonAttempt' : 'InTimeNonAttempt';
}
