import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  masteryChaptersCall,
  masterySubjectsCall,
  masteryTopicsCall,
  type masteryItem,
} from '../../../domain/contracts/achieve.ts';
import type { ConceptEstimate } from '../../../domain/achieve/readiness.ts';
import { AppError } from '../../../domain/errors.ts';
import { masteryOf, NEW_CONCEPT } from '../../../domain/practice/mastery.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireSameChild } from '../../sessions/requireChild.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { SyllabusPart } from './examSyllabus.ts';

type MasteryItem = z.output<typeof masteryItem>;
const percent = (share: number) => Math.round(share * 100);
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * A part of the syllabus as explore mastery shows it. Mastery is over the concepts the child has
 * practised (none practised reads 0 with 0 practised, not a guess); predicted accuracy is over all
 * of them, a concept never practised counting at the new student's chance.
 */
function itemOf(
  part: SyllabusPart,
  mastery: ReadonlyMap<string, ConceptEstimate>,
  locale: string,
): MasteryItem {
  const practised = part.concepts.flatMap((c) => {
    const m = mastery.get(c);
    return m && m.attempts > 0 ? [m] : [];
  });
  return {
    code: part.code,
    name: textIn(part.names, locale),
    learn_path: part.learnPath,
    mastery: percent(mean(practised.map((m) => masteryOf(m.rating)))),
    predicted_accuracy: percent(
      mean(part.concepts.map((c) => masteryOf((mastery.get(c) ?? NEW_CONCEPT).rating))),
    ),
    concepts_practised: practised.length,
    concepts_total: part.concepts.length,
    attempts: practised.reduce((n, m) => n + m.attempts, 0),
  };
}

/** Explore mastery: the exam's subjects, a subject's chapters, a chapter's topics. */
export function masteryRoutes(app: FastifyInstance, ctx: AchieveContext): void {
  registerCall(app, masterySubjectsCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, query);
    const mastery = await ctx.mastery(child);
    return {
      body: { data: { items: syllabus.subjects.map((s) => itemOf(s, mastery, query.locale)) } },
    };
  });

  registerCall(app, masteryChaptersCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    if (query.user_id !== undefined) requireSameChild(child, query.user_id);
    const syllabus = await ctx.syllabus(child, query);
    const chapters = syllabus.chapters.filter((c) => c.subject === query.subject_code);
    if (chapters.length === 0)
      throw new AppError(
        'CONTENT_NOT_FOUND',
        `No subject ${query.subject_code} in ${syllabus.exam}`,
      );
    const mastery = await ctx.mastery(child);
    return { body: { data: { items: chapters.map((c) => itemOf(c, mastery, query.locale)) } } };
  });

  registerCall(app, masteryTopicsCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, query);
    const chapter = syllabus.chapters.find(
      (c) => c.subject === query.subject_code && c.code === query.chapter_code,
    );
    if (!chapter)
      throw new AppError(
        'CONTENT_NOT_FOUND',
        `No chapter ${query.chapter_code} in ${query.subject_code}`,
      );
    const mastery = await ctx.mastery(child);
    return {
      body: { data: { items: chapter.topics.map((t) => itemOf(t, mastery, query.locale)) } },
    };
  });
}
