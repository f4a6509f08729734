import { PRACTICE_SET_QUESTIONS } from '../../../domain/achieve/planRules.ts';
import type { PLAN_STEP_STATUSES } from '../../../domain/contracts/achieve.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { PlanRow, PlanStepRow } from './achieveStore.ts';

export type StepStatus = (typeof PLAN_STEP_STATUSES)[number];
export interface TrackedStep extends PlanStepRow {
  status: StepStatus;
}

const COMPLETED = 'COMPLETED';

/**
 * What the child really did of the plan, from the records the other services keep (a tick the
 * client could send for a step not done would be no record of study):
 * - a lesson is done when its video's status is COMPLETED;
 * - a practice step is done when the plan-driven sessions opened for it (paj_id and
 *   paj_step_index, spec §3) hold PRACTICE_SET_QUESTIONS answers, or when the session reported the
 *   step COMPLETED (its questions ran out) after at least one answer;
 * - a test step is done when the child finished that test after the plan was made.
 * Steps newly found done are stamped; every active step comes back with its status (a step of a
 * past day not done is missed).
 */
export async function planProgress(ctx: AchieveContext, plan: PlanRow): Promise<TrackedStep[]> {
  const childId = plan.child_id;
  const steps = (await ctx.store.steps(plan.id)).filter((s) => s.active === 1);
  const open = steps.filter((s) => s.done_at === null);
  const ids = (kinds: readonly string[]) => [
    ...new Set(open.filter((s) => kinds.includes(s.kind)).map((s) => s.object_id)),
  ];

  const lessonIds = ids(['lesson']);
  const watched = await ctx.progress.lessonStatuses(childId, lessonIds);
  const taken = await ctx.progress.testSessions(childId, ids(['chapter_test', 'mock_test']));
  const answersOf = await ctx.progress.planPracticeAnswers(childId, plan.id);
  const reported = await ctx.store.reportedSteps(plan.id, childId);

  const reportOf = new Map(reported.map((r) => [r.step_index, r.status]));
  const statusOf = (step: PlanStepRow): 'done' | 'started' | undefined => {
    if (step.done_at !== null) return 'done';
    switch (step.kind) {
      case 'lesson': {
        const status = watched.find((w) => w.content_id === step.object_id)?.status;
        return status === COMPLETED ? 'done' : status ? 'started' : undefined;
      }
      case 'practice': {
        const answers = answersOf.get(step.step_index);
        if (answers === undefined) return reportOf.has(step.step_index) ? 'started' : undefined;
        const ranOut = reportOf.get(step.step_index) === COMPLETED && answers > 0;
        return answers >= PRACTICE_SET_QUESTIONS || ranOut ? 'done' : 'started';
      }
      default: {
        const session = taken.find((t) => t.test_code === step.object_id);
        if (!session) return undefined;
        const finished =
          session.status === 'finished' && (session.frozen_at ?? 0) >= plan.created_at;
        return finished ? 'done' : 'started';
      }
    }
  };

  const now = ctx.deps.clock();
  const today = indiaDay(now);
  const tracked = steps.map((step): TrackedStep => {
    const seen = statusOf(step);
    const status: StepStatus = seen ?? (step.day < today ? 'missed' : 'pending');
    return { ...step, status };
  });
  await ctx.store.markDone(
    plan.id,
    tracked.filter((s) => s.status === 'done' && s.done_at === null).map((s) => s.step_index),
    now,
  );
  return tracked;
}
