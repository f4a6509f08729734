import { PRACTICE_HOME_PATH } from '../../../domain/practice/practiceLinks.ts';
import { milestoneReached } from '../../../domain/practice/practiceMilestones.ts';
import type { PracticeContext } from './PracticeContext.ts';
import { practiceMilestoneStore } from './practiceMilestoneStore.ts';

/**
 * After a right answer: the child is told when their right answers reach a milestone, once per
 * milestone (the context's notify logs a failed notice; the answer it follows stands).
 */
export async function tellMilestone(
  ctx: PracticeContext,
  childId: string,
  orgId: number,
): Promise<void> {
  const store = practiceMilestoneStore(ctx.deps.db);
  const milestone = milestoneReached(await store.rightAnswers(childId));
  if (milestone === undefined) return;
  await ctx.notify({
    orgId,
    childId,
    kind: 'practiceMilestone',
    dedupeKey: `practiceMilestone:${milestone}`,
    values: { count: milestone },
    link: PRACTICE_HOME_PATH,
  });
}
