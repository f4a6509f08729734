import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { studyStreak } from '../../../domain/achieve/studyStreak.ts';
import {
  achieveHomeCall,
  examUserMetadataCall,
  readinessCall,
} from '../../../domain/contracts/achieve.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import { textIn, type LocalisedText } from '../../../domain/rules/localisedText.ts';
import type * as z from 'zod/mini';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { TargetRow } from './achieveStore.ts';
import { currentReadiness } from './currentReadiness.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import { diagnosticSessions } from './diagnosticTests.ts';
import { planProgress } from './planProgress.ts';
import { planTiles } from './planTiles.ts';

/** The best streak looked for among the last year's study days (a longer one is history). */
const STREAK_LOOKBACK_DAYS = 366;

type Home = z.output<(typeof achieveHomeCall)['responses'][200]>['data'];

const targetData = (t: TargetRow) => ({
  exam_code: t.exam_code,
  goal_code: t.goal_code,
  target_day: t.target_day,
  daily_minutes: t.daily_minutes,
  target_score: t.target_score,
});

const daysLeft = (t: TargetRow | undefined, today: number) =>
  t === undefined ? null : Math.max(0, t.target_day - today);

/** The child's onboarding session for the exam: the latest, or a new one. */
async function onboardingSession(ctx: AchieveContext, child: ChildSession, exam: string) {
  const found = await ctx.store.latestSession(child.profile.id, exam);
  if (found) return found.id;
  const id = randomUUID();
  await ctx.store.addSession({
    id,
    child_id: child.profile.id,
    exam_code: exam,
    created_at: ctx.deps.clock(),
  });
  return id;
}

async function examName(ctx: AchieveContext, syllabus: ExamSyllabus, locale: string) {
  const names = await ctx.content.examNames(syllabus.exam);
  return names ? textIn(JSON.parse(names) as LocalisedText, locale) : syllabus.exam;
}

/** Achieve's home, the exam's metadata for it, and readiness. */
export function homeRoutes(app: FastifyInstance, ctx: AchieveContext): void {
  registerCall(app, achieveHomeCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, body);
    const today = indiaDay(ctx.deps.clock());
    const sessionId = await onboardingSession(ctx, child, syllabus.exam);
    const target = await ctx.store.target(child.profile.id, syllabus.exam);
    const plan = await ctx.store.latestPlan(child.profile.id, syllabus.exam);
    const tracked = plan ? await planProgress(ctx, plan) : [];
    const todays = tracked.filter((s) => s.day === today);
    const diagnostics = await diagnosticSessions(ctx, child, syllabus.exam);
    const { readiness } = await currentReadiness(ctx, child, syllabus);
    const since = ctx.deps.clock() - STREAK_LOOKBACK_DAYS * DAY_MS;
    const studied = (await ctx.progress.studyMoments(child.profile.id, since)).map(indiaDay);
    const stage: Home['stage'] = plan
      ? 'plan'
      : diagnostics.some((d) => d.session !== undefined)
        ? 'questionnaire'
        : 'start';
    return {
      body: {
        data: {
          stage,
          session_id: sessionId,
          target: target ? targetData(target) : null,
          readiness: {
            expected: readiness.expected,
            low: readiness.low,
            high: readiness.high,
            max_marks: readiness.maxMarks,
          },
          paj_id: plan?.id ?? null,
          today: await planTiles(ctx.content, ctx.papers, todays, body.locale),
          streak: studyStreak(studied, today),
          days_left: daysLeft(target, today),
        },
      },
    };
  });

  registerCall(app, examUserMetadataCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, query);
    const target = await ctx.store.target(child.profile.id, syllabus.exam);
    return {
      body: {
        data: {
          exam_code: syllabus.exam,
          goal_code: syllabus.goal,
          exam_name: await examName(ctx, syllabus, query.locale),
          subjects: syllabus.subjects.map((s) => ({
            code: s.code,
            name: textIn(s.names, query.locale),
          })),
          target: target ? targetData(target) : null,
          days_left: daysLeft(target, indiaDay(ctx.deps.clock())),
        },
      },
    };
  });

  registerCall(app, readinessCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, query);
    const { readiness, paper, computedAt } = await currentReadiness(ctx, child, syllabus);
    const chapterOf = new Map(syllabus.chapters.map((c) => [c.learnPath, c]));
    const history = await ctx.store.readinessDays(child.profile.id, syllabus.exam);
    return {
      body: {
        data: {
          expected: readiness.expected,
          low: readiness.low,
          high: readiness.high,
          max_marks: readiness.maxMarks,
          exam_code: syllabus.exam,
          paper: paper.code,
          computed_at: computedAt,
          chapters: readiness.chapters.map((c) => {
            const chapter = chapterOf.get(c.chapter);
            return {
              subject: c.subject,
              chapter: chapter?.code ?? c.chapter,
              learn_path: c.chapter,
              name: chapter ? textIn(chapter.names, query.locale) : c.chapter,
              expected: c.expected,
              max: c.max,
              gain: c.gain,
            };
          }),
          history: history.map((h) => ({
            day: h.day,
            expected: h.expected,
            low: h.low,
            high: h.high,
            max_marks: h.max_marks,
          })),
        },
      },
    };
  });
}
