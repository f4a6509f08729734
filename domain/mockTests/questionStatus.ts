/**
 * The five statuses of a test question and their transitions (learning-experience spec §4, "Test
 * question status"), with the review mark as NTA's computer-based test handles it. Every question
 * starts not visited. The runner's buttons, as in NTA's CBT:
 * - Save & Next saves the choice and takes any review mark off: answered, or not answered when
 *   nothing is chosen (the spec's save keeps the mark, which left no way to remove one).
 * - Mark for Review & Next saves the choice and marks it: answered and marked for review (which is
 *   evaluated), or marked for review when nothing is chosen.
 * - Clear Response empties the answer and leaves the mark: answered and marked becomes marked for
 *   review, anything else not answered (the spec's clear).
 * A save stored before the runner said which button made it replays as the spec's save (`keep`),
 * and the spec's mark toggle still replays stored mark events, so an old session keeps its statuses.
 */
export const QUESTION_STATUSES = [
  'notVisited',
  'notAnswered',
  'answered',
  'reviewNow',
  'answeredAndMarked',
] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Viewing a question that was not visited makes it not answered; others stay. */
export function afterView(status: QuestionStatus): QuestionStatus {
  return status === 'notVisited' ? 'notAnswered' : status;
}

/**
 * What a save does with the review mark: `set` (Mark for Review & Next), `remove` (Save & Next),
 * or `keep` — the spec's save, for saves stored before the runner said which button it was.
 */
export type ReviewMark = 'set' | 'remove' | 'keep';

/** Whether the question carries a review mark (with or without an answer). */
export function isMarked(status: QuestionStatus): boolean {
  return status === 'reviewNow' || status === 'answeredAndMarked';
}

/**
 * Saving. The spec's "compulsory-type" save is one that cannot hold an answer: nothing was chosen,
 * or the section already has as many answers as count (any 5 of 10) — then the question holds no
 * answer. Whether it is marked is the button's to say; a save of `keep` keeps the mark it had.
 */
export function afterSave(
  status: QuestionStatus,
  refused: boolean,
  review: ReviewMark = 'keep',
): QuestionStatus {
  const marked = review === 'keep' ? isMarked(status) : review === 'set';
  if (refused) return marked ? 'reviewNow' : 'notAnswered';
  return marked ? 'answeredAndMarked' : 'answered';
}

/** The mark-for-review toggle. */
export function afterMarkToggle(status: QuestionStatus): QuestionStatus {
  switch (status) {
    case 'answered':
      return 'answeredAndMarked';
    case 'answeredAndMarked':
      return 'answered';
    case 'reviewNow':
      return 'notAnswered';
    default:
      return 'reviewNow';
  }
}

/** Clearing the answer (the selected answer is emptied too). */
export function afterClear(status: QuestionStatus): QuestionStatus {
  return isMarked(status) ? 'reviewNow' : 'notAnswered';
}

/** Whether the question holds an answer that is evaluated (answered, marked or not). */
export function holdsAnswer(status: QuestionStatus): boolean {
  return status === 'answered' || status === 'answeredAndMarked';
}

/** The summary counts of spec §3 ("Test state"). */
export interface StatusCounts {
  answered: number;
  notAnswered: number;
  notVisited: number;
  reviewNow: number;
  answeredAndMarkedForReview: number;
}

const COUNT_OF: Readonly<Record<QuestionStatus, keyof StatusCounts>> = {
  answered: 'answered',
  notAnswered: 'notAnswered',
  notVisited: 'notVisited',
  reviewNow: 'reviewNow',
  answeredAndMarked: 'answeredAndMarkedForReview',
};

export function countStatuses(statuses: Iterable<QuestionStatus>): StatusCounts {
  const counts: StatusCounts = {
    answered: 0,
    notAnswered: 0,
    notVisited: 0,
    reviewNow: 0,
    answeredAndMarkedForReview: 0,
  };
  for (const status of statuses) counts[COUNT_OF[status]]++;
  return counts;
}
