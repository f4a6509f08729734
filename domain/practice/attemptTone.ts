import type { AttemptType } from '../contracts/practice.ts';

/** How an attempt type reads at a glance: its badge colour. */
export type AttemptTone = 'good' | 'fair' | 'poor' | 'neutral';

const TONES: Record<AttemptType, AttemptTone> = {
  Perfect: 'good',
  SolveWithUsCorrect: 'good',
  TooFastCorrect: 'fair',
  OvertimeCorrect: 'fair',
  Wasted: 'poor',
  OvertimeIncorrect: 'poor',
  Incorrect: 'poor',
  SolveWithUsInCorrect: 'poor',
  NonAttempt: 'neutral',
  SolveWithUsRevealedAnswer: 'neutral',
};

export function attemptTone(type: AttemptType): AttemptTone {
  return TONES[type];
}
