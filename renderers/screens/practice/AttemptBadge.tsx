import { FormattedMessage } from 'react-intl';
import type { AttemptType } from '../../../domain/contracts/practice.ts';
import { attemptTone } from '../../../domain/practice/attemptTone.ts';

/** The message of each attempt type (learning-experience spec §3, "Attempt types"). */
export const ATTEMPT_TYPE_MESSAGES: Record<AttemptType, string> = {
  TooFastCorrect: 'practice.attempt.tooFastCorrect',
  Perfect: 'practice.attempt.perfect',
  OvertimeCorrect: 'practice.attempt.overtimeCorrect',
  Wasted: 'practice.attempt.wasted',
  OvertimeIncorrect: 'practice.attempt.overtimeIncorrect',
  Incorrect: 'practice.attempt.incorrect',
  NonAttempt: 'practice.attempt.nonAttempt',
  SolveWithUsRevealedAnswer: 'practice.attempt.solveWithUsRevealed',
  SolveWithUsCorrect: 'practice.attempt.solveWithUsCorrect',
  SolveWithUsInCorrect: 'practice.attempt.solveWithUsIncorrect',
};

/** What each attempt type means, for a student meeting it for the first time. */
export const ATTEMPT_ABOUT_MESSAGES: Record<AttemptType, string> = {
  TooFastCorrect: 'practice.attemptAbout.tooFastCorrect',
  Perfect: 'practice.attemptAbout.perfect',
  OvertimeCorrect: 'practice.attemptAbout.overtimeCorrect',
  Wasted: 'practice.attemptAbout.wasted',
  OvertimeIncorrect: 'practice.attemptAbout.overtimeIncorrect',
  Incorrect: 'practice.attemptAbout.incorrect',
  NonAttempt: 'practice.attemptAbout.nonAttempt',
  SolveWithUsRevealedAnswer: 'practice.attemptAbout.solveWithUsRevealed',
  SolveWithUsCorrect: 'practice.attemptAbout.solveWithUsCorrect',
  SolveWithUsInCorrect: 'practice.attemptAbout.solveWithUsIncorrect',
};

/** An attempt type as a coloured badge with its translated name. */
export function AttemptBadge({ type }: { type: AttemptType }) {
  return (
    <span className="practice-badge" data-tone={attemptTone(type)} data-attempt={type}>
      <FormattedMessage id={ATTEMPT_TYPE_MESSAGES[type]} />
    </span>
  );
}
