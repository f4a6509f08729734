import { planJourney, type PlanStep } from '../../../domain/achieve/planJourney.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { TargetRow } from './achieveStore.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import { planChapters } from './planChapters.ts';
import { readinessPaper } from './readinessPaper.ts';
import { targetAnswers } from './targetAnswers.ts';

export interface Stretch {
  seed: number;
  firstDay: number;
  days: number;
  /** Keys (planStepKey) of what is done or already planned: not planned again. */
  done: ReadonlySet<string>;
}

/**
 * The plan's steps for a stretch of days, from the child's mastery now (tests learnt from first),
 * the exam's paper and syllabus, and the target's daily time and subjects.
 */
export async function planSteps(
  ctx: AchieveContext,
  child: ChildSession,
  syllabus: ExamSyllabus,
  target: TargetRow,
  stretch: Stretch,
): Promise<PlanStep[]> {
  const mastery = await ctx.mastery(child);
  const paper = await readinessPaper(ctx.content, ctx.papers, syllabus);
  const answers = targetAnswers(target);
  const chapters = await planChapters(ctx.content, ctx.papers, syllabus, paper, mastery, {
    strong: answers.strongSubjects,
    weak: answers.weakSubjects,
  });
  const lastPractised = new Map(
    [...mastery].map(([concept, m]) => [concept, indiaDay(m.updatedAt)] as const),
  );
  return planJourney({
    seed: stretch.seed,
    firstDay: stretch.firstDay,
    days: stretch.days,
    dailyMinutes: target.daily_minutes,
    chapters,
    ...(paper.minutes !== undefined && { mockTest: { code: paper.code, minutes: paper.minutes } }),
    done: stretch.done,
    lastPractised,
  });
}
