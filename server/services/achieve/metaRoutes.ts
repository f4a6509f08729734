import type { FastifyInstance } from 'fastify';
import { rankBand, collegeChance } from '../../../domain/achieve/futureSuccess.ts';
import {
  academicStoriesCall,
  crunchingVariablesCall,
  educationQualificationsCall,
  futureSuccessCall,
  jobOptionsCall,
  nationalCollegesCall,
  socialStoriesCall,
  stateCollegesCall,
  statesCall,
} from '../../../domain/contracts/achieveMeta.ts';
import { AppError } from '../../../domain/errors.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { ScoreToRankTable } from '../../../schemas/types.generated.ts';
import type { AchieveData } from '../../content/readAchieveData.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireSameChild } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import { currentReadiness } from './currentReadiness.ts';

type College = AchieveData['meta']['colleges'][number];
type Story = AchieveData['stories']['social'][number];

/** The colleges a student of the exam aims at: those admitting by its own rank list. */
const collegesOf = (data: AchieveData, exam: string | undefined) =>
  data.meta.colleges.filter((c) => exam === undefined || c.exam === exam);

const collegeOut = (c: College, locale: string) => ({
  code: c.code,
  name: textIn(c.name, locale),
  state: c.state,
  kind: c.kind,
  exam: c.exam,
  scope: c.scope,
  admission: {
    basis: c.admission.basis,
    typical_closing: c.admission.typicalClosing,
    year: c.admission.year,
  },
});

const storyOut = (s: Story, locale: string) => ({
  id: s.id,
  exam: s.exam,
  name: s.name,
  city: textIn(s.city, locale),
  state: s.state,
  year: s.year,
  headline: textIn(s.headline, locale),
  story: textIn(s.story, locale),
  score: s.score ?? null,
});

/** The child's exam's stories first (the pack's order within each), then the others. */
const examFirst = (stories: readonly Story[], exam: string | null) => [
  ...stories.filter((s) => s.exam === exam),
  ...stories.filter((s) => s.exam !== exam),
];

/**
 * Achieve's reference data: the pack's meta lists, success stories, how much the predictions rest
 * on, and what the predicted score means for colleges.
 */
export function metaRoutes(app: FastifyInstance, ctx: AchieveContext, data: AchieveData): void {
  registerCall(app, statesCall, async ({ query }, request) => {
    await ctx.child(request);
    const items = data.meta.states.map((s) => ({
      code: s.code,
      name: textIn(s.name, query.locale),
    }));
    return { body: { data: { items } } };
  });

  registerCall(app, stateCollegesCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const target = child.profile.primary_exam
      ? await ctx.store.target(child.profile.id, child.profile.primary_exam)
      : undefined;
    const homeState = target
      ? (JSON.parse(target.answers) as { homeState?: string }).homeState
      : undefined;
    const state = query.state ?? homeState;
    if (state === undefined)
      throw new AppError(
        'VALIDATION_FAILED',
        'query.state: name a state, or answer the questionnaire',
      );
    const items = collegesOf(data, query.exam)
      .filter((c) => c.state === state)
      .map((c) => collegeOut(c, query.locale));
    return { body: { data: { items } } };
  });

  registerCall(app, nationalCollegesCall, async ({ query }, request) => {
    await ctx.child(request);
    const items = collegesOf(data, query.exam)
      .filter((c) => c.scope === 'national')
      .map((c) => collegeOut(c, query.locale));
    return { body: { data: { items } } };
  });

  registerCall(app, jobOptionsCall, async ({ query }, request) => {
    await ctx.child(request);
    const items = data.meta.jobOptions.map((j) => ({
      code: j.code,
      name: textIn(j.name, query.locale),
      leads_from: [...j.exams, ...j.qualifications],
    }));
    return { body: { data: { items } } };
  });

  registerCall(app, educationQualificationsCall, async ({ query }, request) => {
    await ctx.child(request);
    const items = data.meta.educationQualifications.map((q) => ({
      code: q.code,
      name: textIn(q.name, query.locale),
    }));
    return { body: { data: { items } } };
  });

  registerCall(app, crunchingVariablesCall, async (_input, request) => {
    const child = await ctx.child(request);
    const { answers, students } = await ctx.progress.organisationCounts(child.orgId);
    const questions = await ctx.content.questionCount();
    return { body: { data: { count: answers, questions, students } } };
  });

  registerCall(app, socialStoriesCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const stories = examFirst(data.stories.social, body.exam_code ?? child.profile.primary_exam);
    const start = Number(body.page_token ?? '0');
    const page = stories.slice(start, start + body.page_size);
    const next = start + page.length;
    return {
      body: {
        data: {
          stories: page.map((s) => storyOut(s, body.locale)),
          next_page_token: next < stories.length ? String(next) : null,
          total: stories.length,
          demo: data.stories.demo,
        },
      },
    };
  });

  registerCall(app, academicStoriesCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const stories = examFirst(data.stories.academic, child.profile.primary_exam);
    return {
      body: {
        data: { stories: stories.map((s) => storyOut(s, query.locale)), demo: data.stories.demo },
      },
    };
  });

  registerCall(app, futureSuccessCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    if (query.childId !== undefined) requireSameChild(child, query.childId);
    const syllabus = await ctx.syllabus(child, { exam_code: query.exam_name });
    const { readiness } = await currentReadiness(ctx, child, syllabus);
    // Only some exams have a marks-to-rank table (JEE Main, NEET-UG): the others have no rank.
    const tables = new Map<string, ScoreToRankTable>(Object.entries(data.meta.scoreToRank));
    const table = tables.get(syllabus.exam);
    const scale = table && readiness.maxMarks > 0 ? table.maxScore / readiness.maxMarks : 1;
    const band =
      table &&
      rankBand(
        [...table.rows].sort((a, b) => b.score - a.score),
        {
          low: readiness.low * scale,
          expected: readiness.expected * scale,
          high: readiness.high * scale,
        },
      );
    const colleges = band
      ? collegesOf(data, syllabus.exam).flatMap((c) => {
          const chance = collegeChance(band, { closingRank: c.admission.typicalClosing });
          return chance ? [{ ...collegeOut(c, query.locale), chance }] : [];
        })
      : [];
    const order = { likely: 0, possible: 1, stretch: 2 } as const;
    colleges.sort(
      (a, b) =>
        order[a.chance] - order[b.chance] ||
        a.admission.typical_closing - b.admission.typical_closing,
    );
    const used = new Set(colleges.map((c) => c.code));
    const sources = data.meta.sources.filter(
      (s) =>
        s.id === table?.source ||
        data.meta.colleges.some((c) => used.has(c.code) && c.admission.source === s.id),
    );
    return {
      body: {
        data: {
          exam_code: syllabus.exam,
          predicted: {
            expected: readiness.expected,
            low: readiness.low,
            high: readiness.high,
            max_marks: readiness.maxMarks,
          },
          rank: band ? { best: band.best, worst: band.worst, year: table.year } : null,
          colleges,
          sources: sources.map((s) => ({ name: s.name, url: s.url, year: s.year })),
        },
      },
    };
  });
}
