import type { AnswerCheck } from '../../../domain/contracts/practice.ts';
import { attemptType } from '../../../domain/practice/attemptType.ts';
import { answerPayload } from '../../../domain/questions/answerPayload.ts';
import { gradeAnswer } from '../../../domain/questions/graders/graders.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { keyAsAnswer } from '../../../domain/questions/keyAsAnswer.ts';
import { answerCheck } from './finishAttempt.ts';
import type { AnswerEmbiums } from './practiceEmbiums.ts';
import type { AttemptRow } from './practiceStore.ts';

/** What a stored attempt's answer column holds: an answer, or solve-with-us's step results. */
function storedAnswer(question: BankQuestion, attempt: AttemptRow) {
  const parsed = answerPayload.safeParse(JSON.parse(attempt.answer ?? 'null'));
  // Solve-with-us was checked against the key (its steps are kept instead of an answer).
  return parsed.success ? parsed.data : keyAsAnswer(question);
}

/**
 * The check of an attempt already finished, rebuilt from what was stored then: a resubmit (a retry
 * after a lost reply, or a changed mind) gets the first check back, unchanged
 * (docs/decisions/practice.md, "Skipping and asking again"), with the embiums the ledger holds
 * for it and the balance now.
 */
export function firstCheck(
  question: BankQuestion,
  attempt: AttemptRow,
  language: string,
  embiums: AnswerEmbiums,
): AnswerCheck {
  return answerCheck(
    {
      question,
      attempt,
      grade: gradeAnswer(question, storedAnswer(question, attempt)),
      timeSpent: attempt.time_spent,
      language,
    },
    {
      correct: attempt.correct === 1,
      type:
        (attempt.attempt_type as AnswerCheck['attemptTypeBadge'] | null) ??
        attemptType({ kind: 'skipped' }),
      silver: embiums.silver,
      total: embiums.total,
      before: attempt.mastery_before ?? 0,
      after: attempt.mastery_after ?? 0,
    },
  );
}
