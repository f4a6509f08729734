import { predictReadiness, type Readiness } from '../../../domain/achieve/readiness.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import { readinessPaper, type ReadinessPaper } from './readinessPaper.ts';

export interface CurrentReadiness {
  readiness: Readiness;
  paper: ReadinessPaper;
  computedAt: number;
}

/**
 * The child's readiness now, from their mastery (tests learnt from first) on the exam's paper,
 * kept as today's estimate so the screens can show how it moved: one row a day, the day's last.
 */
export async function currentReadiness(
  ctx: AchieveContext,
  child: ChildSession,
  syllabus: ExamSyllabus,
): Promise<CurrentReadiness> {
  const mastery = await ctx.mastery(child);
  const paper = await readinessPaper(ctx.content, ctx.papers, syllabus);
  const readiness = predictReadiness(paper.items, mastery);
  const computedAt = ctx.deps.clock();
  await ctx.store.saveReadinessDay({
    child_id: child.profile.id,
    exam_code: syllabus.exam,
    day: indiaDay(computedAt),
    expected: readiness.expected,
    low: readiness.low,
    high: readiness.high,
    max_marks: readiness.maxMarks,
    computed_at: computedAt,
  });
  return { readiness, paper, computedAt };
}
