/** Right answers in practice that earn a child a notice (issue 17: "a practice milestone"). */
export const PRACTICE_MILESTONES = [10, 50, 100, 250, 500, 1000] as const;

/**
 * Answers past a milestone within which it is still told: two right answers finishing at once
 * can both count past the milestone without either landing on it, and the next few still tell
 * it (the notifier's dedupe key keeps it to one).
 */
export const MILESTONE_GRACE_ANSWERS = 5;

/** The milestone a child's `rightAnswers`-th right answer tells, if any. */
export function milestoneReached(rightAnswers: number): number | undefined {
  return PRACTICE_MILESTONES.findLast(
    (m) => rightAnswers >= m && rightAnswers < m + MILESTONE_GRACE_ANSWERS,
  );
}
