import { randomInt, randomUUID } from 'node:crypto';
import { PLAN_STRETCH_DAYS } from '../../../domain/achieve/planRules.ts';
import { planStepKey, replanNeeded, type PlanStep } from '../../../domain/achieve/planJourney.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import { INT4_MAX } from '../../../domain/contracts/contractPrimitives.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { PlanRow, PlanStepRow, TargetRow } from './achieveStore.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import type { TrackedStep } from './planProgress.ts';
import { planSteps } from './planSteps.ts';

const stepOfRow = (row: PlanStepRow): PlanStep => ({
  day: row.day,
  kind: row.kind as PlanStep['kind'],
  objectId: row.object_id,
  subject: row.subject,
  chapter: row.chapter,
  learnPath: row.learn_path,
  ...(row.concept !== null && { concept: row.concept }),
  minutes: row.minutes,
});

const rowsOf = (planId: string, steps: readonly PlanStep[], firstIndex: number): PlanStepRow[] =>
  steps.map((s, i) => ({
    paj_id: planId,
    step_index: firstIndex + i,
    day: s.day,
    kind: s.kind,
    object_id: s.objectId,
    subject: s.subject,
    chapter: s.chapter,
    learn_path: s.learnPath,
    concept: s.concept ?? null,
    minutes: s.minutes,
    active: 1,
    done_at: null,
  }));

/** What the child did before or outside the plan: lessons watched, tests finished (by step key). */
async function doneOutside(ctx: AchieveContext, childId: string): Promise<Set<string>> {
  const lessons = await ctx.progress.completedLessons(childId);
  const tests = await ctx.progress.finishedTests(childId);
  return new Set([
    ...lessons.map((id) => planStepKey({ kind: 'lesson', objectId: id })),
    ...tests.flatMap((code) => [
      planStepKey({ kind: 'chapter_test', objectId: code }),
      planStepKey({ kind: 'mock_test', objectId: code }),
    ]),
  ]);
}

/** Days of a stretch from `firstDay`: a week, or fewer when the exam is nearer. */
function stretchDays(firstDay: number, targetDay: number): number {
  return targetDay > firstDay
    ? Math.min(PLAN_STRETCH_DAYS, targetDay - firstDay)
    : PLAN_STRETCH_DAYS;
}

/** A new plan from today: its first stretch, made and stored at once. */
export async function createPlan(
  ctx: AchieveContext,
  child: ChildSession,
  syllabus: ExamSyllabus,
  target: TargetRow,
): Promise<PlanRow> {
  const now = ctx.deps.clock();
  const today = indiaDay(now);
  const seed = randomInt(INT4_MAX);
  const days = stretchDays(today, target.target_day);
  const steps = await planSteps(ctx, child, syllabus, target, {
    seed,
    firstDay: today,
    days,
    done: await doneOutside(ctx, child.profile.id),
  });
  const plan: PlanRow = {
    id: randomUUID(),
    child_id: child.profile.id,
    exam_code: syllabus.exam,
    seed,
    first_day: today,
    last_day: today + days - 1,
    created_at: now,
    replanned_at: null,
  };
  await ctx.store.inTransaction(async (trx) => {
    await ctx.store.addPlan(plan, trx);
    await ctx.store.addSteps(rowsOf(plan.id, steps, 0), trx);
  });
  return plan;
}

/** Steps planned again or added follow the plan's last step. */
const nextIndex = async (ctx: AchieveContext, planId: string) =>
  (await ctx.store.steps(planId)).reduce((max, s) => Math.max(max, s.step_index + 1), 0);

/**
 * Plans the days ahead again when the child fell behind (a past day's step not done: from today)
 * or got a whole day ahead (from tomorrow), with their mastery as it is now. Steps done stay done;
 * the rest are retired and planned afresh. At most once a day, so the plan holds still while the
 * child works through it.
 */
export async function replanIfNeeded(
  ctx: AchieveContext,
  child: ChildSession,
  syllabus: ExamSyllabus,
  plan: PlanRow,
  target: TargetRow,
  tracked: readonly TrackedStep[],
): Promise<'behind' | 'ahead' | undefined> {
  const now = ctx.deps.clock();
  const today = indiaDay(now);
  if (plan.replanned_at !== null && indiaDay(plan.replanned_at) === today) return undefined;
  // Each step's own status decides (a revisit shares its first practice's key, not its record).
  const isDone = new Map(tracked.map((row) => [stepOfRow(row), row.status === 'done'] as const));
  const why = replanNeeded([...isDone.keys()], (step) => isDone.get(step) === true, today);
  if (why === undefined) return undefined;
  const firstDay = why === 'behind' ? today : today + 1;
  const lastDay = Math.max(plan.last_day, firstDay);
  const done = await doneOutside(ctx, child.profile.id);
  for (const s of tracked) if (s.status === 'done') done.add(planStepKey(stepOfRow(s)));
  const fresh = await planSteps(ctx, child, syllabus, target, {
    seed: plan.seed,
    firstDay,
    days: lastDay - firstDay + 1,
    done,
  });
  const first = await nextIndex(ctx, plan.id);
  await ctx.store.inTransaction(async (trx) => {
    await ctx.store.retireUndone(plan.id, plan.first_day, trx);
    await ctx.store.addSteps(rowsOf(plan.id, fresh, first), trx);
    await ctx.store.updatePlan(plan.id, { replanned_at: now, last_day: lastDay }, trx);
  });
  return why;
}

/** The next stretch after the plan's last day, with nothing planned already planned again. */
export async function extendPlan(
  ctx: AchieveContext,
  child: ChildSession,
  syllabus: ExamSyllabus,
  plan: PlanRow,
  target: TargetRow,
): Promise<number> {
  const firstDay = Math.max(plan.last_day + 1, indiaDay(ctx.deps.clock()));
  const days = stretchDays(firstDay, target.target_day);
  const done = await doneOutside(ctx, child.profile.id);
  const active = (await ctx.store.steps(plan.id)).filter((s) => s.active === 1);
  for (const s of active) done.add(planStepKey(stepOfRow(s)));
  const steps = await planSteps(ctx, child, syllabus, target, {
    seed: plan.seed,
    firstDay,
    days,
    done,
  });
  const first = await nextIndex(ctx, plan.id);
  const lastDay = firstDay + days - 1;
  await ctx.store.inTransaction(async (trx) => {
    await ctx.store.addSteps(rowsOf(plan.id, steps, first), trx);
    await ctx.store.updatePlan(plan.id, { last_day: lastDay }, trx);
  });
  return lastDay;
}
