import type { AnswerCheck } from '../../../domain/contracts/practice.ts';
import { attemptType, type AttemptOutcome } from '../../../domain/practice/attemptType.ts';
import {
  masteryOf,
  NEW_CONCEPT,
  SECONDARY_WEIGHT,
  updateRating,
} from '../../../domain/practice/mastery.ts';
import type { Grade } from '../../../domain/questions/Grader.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { questionExplanation } from '../../../domain/questions/serveQuestion.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { PracticeContext } from './PracticeContext.ts';
import { awardAnswer, type EmbiumAwardee } from './practiceEmbiums.ts';
import { tellMilestone } from './practiceMilestone.ts';
import type { AttemptRow } from './practiceStore.ts';

/** Solve-with-us teaches as much as it tests: its attempts move mastery at this share. */
export const SOLVE_WITH_US_WEIGHT = 0.5;

export interface Finish {
  question: BankQuestion;
  attempt: AttemptRow;
  grade: Grade;
  outcome: AttemptOutcome;
  timeSpent: number;
  answer: unknown;
  language: string;
  /** Whom the answer's embiums go to, and whether the brand has them. */
  awardee: EmbiumAwardee;
}

/**
 * The end of an attempt, answered or solved with us: the attempt type, mastery of the question's
 * concepts (secondary ones at half the rate), the question's accuracy counters, the embiums the
 * ledger awards, and the answer check the student sees.
 */
export async function finishAttempt(
  ctx: PracticeContext,
  childId: string,
  f: Finish,
): Promise<AnswerCheck> {
  const { store, deps } = ctx;
  const type = attemptType(f.outcome);
  const weight = f.outcome.kind === 'solveWithUs' ? SOLVE_WITH_US_WEIGHT : 1;
  const score = f.outcome.kind === 'solveWithUs' && f.outcome.revealed ? 0 : f.grade.score;
  const concepts = [f.question.primaryConcept, ...(f.question.secondaryConcepts ?? [])];
  const ratings = new Map((await store.mastery(childId, concepts)).map((m) => [m.concept, m]));
  const now = deps.clock();
  let before = 0;
  let after = 0;
  const mastery = concepts.map((concept, i) => {
    const current = ratings.get(concept) ?? NEW_CONCEPT;
    const next = updateRating(
      current,
      f.question.difficulty,
      score,
      weight * (i === 0 ? 1 : SECONDARY_WEIGHT),
    );
    if (i === 0) {
      before = masteryOf(current.rating);
      after = masteryOf(next.rating);
    }
    return { child_id: childId, concept, ...next, updated_at: now };
  });
  const correct =
    f.outcome.kind === 'solveWithUs'
      ? !f.outcome.revealed && f.outcome.allStepsRight
      : f.grade.correct;
  // Mastery, the attempt and the question's counters commit together, in one transaction.
  await store.together(async (tx) => {
    await tx.saveMastery(mastery);
    await tx.updateAttempt(f.attempt.session_id, f.attempt.code, {
      status: 'answered',
      answered_at: now,
      answer: JSON.stringify(f.answer),
      correct: correct ? 1 : 0,
      score,
      time_spent: f.timeSpent,
      attempt_type: type,
      mastery_before: before,
      mastery_after: after,
    });
    if (f.outcome.kind !== 'solveWithUs') await tx.countAnswer(f.question.code, -1, correct);
  });
  // Awarded once the attempt is stored as answered; only the award that earned writes its silver,
  // so a raced resubmit (which earns nothing) never overwrites it with 0.
  const embiums = await awardAnswer(ctx, childId, f.awardee, {
    attempt: f.attempt,
    type,
    hintUsed: f.attempt.hint_used === 1,
    correct,
  });
  if (embiums.silver > 0)
    await store.updateAttempt(f.attempt.session_id, f.attempt.code, { silver: embiums.silver });
  if (correct) await tellMilestone(ctx, childId, f.awardee.orgId);
  return answerCheck(f, {
    correct,
    type,
    silver: embiums.silver,
    total: embiums.total,
    before,
    after,
  });
}

/** The check the player shows (learning-experience spec §3, "Answer check response"). */
export function answerCheck(
  f: Pick<Finish, 'question' | 'attempt' | 'grade' | 'timeSpent' | 'language'>,
  result: {
    correct: boolean;
    type: AnswerCheck['attemptTypeBadge'];
    silver: number;
    /** The balance after the answer; none where the brand has no embiums. */
    total: number | undefined;
    before: number;
    after: number;
  },
): AnswerCheck {
  const q = f.question;
  return {
    status: result.correct ? 'correct' : 'incorrect',
    correctness: result.correct ? 1 : 0,
    correct_answer_csv: f.grade.correctCsv,
    selected_answer_csv: f.grade.selectedCsv,
    attemptTypeBadge: result.type,
    hintUsed: f.attempt.hint_used === 1,
    correctAnswers: f.grade.correctCsv.split(',').filter(Boolean),
    timeSpent: f.timeSpent,
    idealTime: q.idealTimeSeconds,
    silverEmbiums: result.silver,
    ...(result.total !== undefined && { totalEmbiums: result.total }),
    // The bank has no feedback written per answer; the player words the verdict from the badge.
    feedback: '',
    explanation: questionExplanation(q, f.language),
    idealAnswer: q.type === 'Subjective' ? textIn(q.idealAnswer, f.language) : null,
    mastery: { concept: q.primaryConcept, before: result.before, after: result.after },
  };
}
