/**
 * The five statuses of a test question and their transitions, exactly as learning-experience spec
 * §4 ("Test question status") gives them. Every question starts not visited.
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
 * Saving. The spec's "compulsory-type" save is one that cannot hold an answer: nothing was chosen,
 * or the section already has as many answers as count (any 5 of 10) — then a review mark stays
 * without an answer and anything else is not answered. An ordinary save answers the question,
 * keeping a review mark.
 */
export function afterSave(status: QuestionStatus, refused: boolean): QuestionStatus {
  if (refused) {
    return status === 'reviewNow' || status === 'answeredAndMarked' ? 'reviewNow' : 'notAnswered';
  }
  return status === 'reviewNow' || status === 'answeredAndMarked'
    ? 'answeredAndMarked'
    : 'answered';
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
  return status === 'answeredAndMarked' || status === 'reviewNow' ? 'reviewNow' : 'notAnswered';
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
