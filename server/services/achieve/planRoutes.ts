import type { FastifyInstance } from 'fastify';
import {
  extendPlanCall,
  generatePlanCall,
  planTilesCall,
} from '../../../domain/contracts/achieve.ts';
import { updatePajCall } from '../../../domain/contracts/practice.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { PlanRow } from './achieveStore.ts';
import { createPlan, extendPlan, replanIfNeeded } from './planLifecycle.ts';
import { planProgress } from './planProgress.ts';
import { planTiles } from './planTiles.ts';
import { readTargetAnswers } from './targetAnswers.ts';

/** The child's own plan: another child's is FORBIDDEN, an unknown one PAJ_NOT_FOUND. */
async function ownPlan(ctx: AchieveContext, child: ChildSession, id: string): Promise<PlanRow> {
  const plan = await ctx.store.plan(id);
  if (!plan) throw new AppError('PAJ_NOT_FOUND');
  if (plan.child_id !== child.profile.id) throw new AppError('FORBIDDEN');
  return plan;
}

async function targetOf(ctx: AchieveContext, plan: PlanRow) {
  const target = await ctx.store.target(plan.child_id, plan.exam_code);
  // A plan is only made with its target saved in the same call.
  if (!target) throw new Error(`plan ${plan.id} has no target`);
  return target;
}

/** The personal plan's calls: made from the questionnaire, read as tiles, extended, stepped. */
export function planRoutes(app: FastifyInstance, ctx: AchieveContext): void {
  registerCall(app, generatePlanCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, body);
    const now = ctx.deps.clock();
    const { answers, targetDay } = readTargetAnswers(
      body.question_response,
      syllabus.subjects.map((s) => s.code),
      indiaDay(now),
    );
    const target = {
      child_id: child.profile.id,
      exam_code: syllabus.exam,
      goal_code: syllabus.goal,
      target_day: targetDay,
      daily_minutes: answers.dailyStudyMinutes,
      target_score: answers.targetScore ?? null,
      answers: JSON.stringify(answers),
      updated_at: now,
    };
    await ctx.store.saveTarget(target);
    const plan = await createPlan(ctx, child, syllabus, target);
    return { body: { data: { paj_id: plan.id, first_day: plan.first_day } } };
  });

  registerCall(app, planTilesCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    let plan = await ownPlan(ctx, child, query.paj_id);
    const syllabus = await ctx.syllabus(child, { exam_code: plan.exam_code });
    const target = await targetOf(ctx, plan);
    let tracked = await planProgress(ctx, plan);
    const replanned = await replanIfNeeded(ctx, child, syllabus, plan, target, tracked);
    if (replanned) {
      plan = await ownPlan(ctx, child, plan.id);
      tracked = await planProgress(ctx, plan);
    }
    const today = indiaDay(ctx.deps.clock());
    const ahead = tracked.filter((s) => s.day >= today || s.status !== 'done');
    return {
      body: {
        data: {
          paj_id: plan.id,
          today,
          last_day: plan.last_day,
          replanned: replanned ?? null,
          tiles: await planTiles(ctx.content, ctx.papers, ahead, query.locale),
          done_count: tracked.filter((s) => s.status === 'done').length,
          step_count: tracked.length,
        },
      },
    };
  });

  registerCall(app, extendPlanCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const plan = await ownPlan(ctx, child, body.paj_id);
    const syllabus = await ctx.syllabus(child, { exam_code: plan.exam_code });
    const lastDay = await extendPlan(ctx, child, syllabus, plan, await targetOf(ctx, plan));
    return { body: { data: { paj_id: plan.id, last_day: lastDay } } };
  });

  registerCall(app, updatePajCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const plan = await ownPlan(ctx, child, query.paj_id);
    const row = {
      paj_id: plan.id,
      child_id: child.profile.id,
      step_index: query.step_index,
      path_type: query.path_type,
      path_index: query.path_index,
      object_type: query.object_type,
      object_id: query.object_id,
      status: query.status,
      call_id: query.call_id ?? null,
      updated_at: ctx.deps.clock(),
    };
    await ctx.store.saveStep(row);
    return {
      body: { data: { paj_id: row.paj_id, step_index: row.step_index, status: row.status } },
    };
  });
}
