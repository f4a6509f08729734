import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  conceptsCall,
  practiceEventsCall,
  questionBookmarkCall,
  questionBookmarkStatusCall,
  speechToTextCall,
  summaryCall,
  type AttemptType,
} from '../../../domain/contracts/practice.ts';
import { AppError } from '../../../domain/errors.ts';
import { masteryOf, NEW_CONCEPT } from '../../../domain/practice/mastery.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireSameChild } from '../../sessions/requireChild.ts';
import { list, texts } from '../../db/jsonColumns.ts';
import type { PracticeContext } from './PracticeContext.ts';
import { questionBookmarkSnapshot } from './questionBookmarkSnapshot.ts';

const QUESTION = 'Question';

/** The session summary, screen events, concepts with mastery, question bookmarks, speech. */
export function summaryRoutes(app: FastifyInstance, ctx: PracticeContext) {
  const { store, deps } = ctx;

  registerCall(app, summaryCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionOf(child, params.sessionId);
    const attempts = await store.attempts(session.id);
    const answered = attempts.filter((a) => a.status === 'answered');
    if (answered.length === 0) throw new AppError('SESSION_INVALID');
    const questions = new Map(
      (await store.questions(attempts.map((a) => a.code))).map((q) => [q.code, q]),
    );
    const right = answered.map((a) => a.correct === 1);
    // What the ledger really awarded for the session's answers and runs (after caps).
    const earned = await ctx.embiums.ofSource(child.profile.id, session.id);
    // Mastery per concept: before its first answer in the session, after its last.
    const mastery = new Map<string, { before: number; after: number }>();
    for (const a of answered) {
      const concept = questions.get(a.code)?.primary_concept ?? '';
      const seen = mastery.get(concept);
      mastery.set(concept, {
        before: seen?.before ?? a.mastery_before ?? 0,
        after: a.mastery_after ?? 0,
      });
    }
    const names = new Map(
      (await ctx.content.concepts([...mastery.keys()])).map((c) => [
        c.code,
        textIn(texts(c.names), query.language),
      ]),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    return {
      body: {
        data: {
          totalTimeSpend: sum(attempts.map((a) => a.time_spent)),
          accuracy: Math.round((100 * right.filter(Boolean).length) / answered.length),
          silverEmbiumsEarnedCount: earned.silver,
          goldEmbiumsEarnedCount: earned.gold,
          predicted_practice_accuracy: Math.round(
            (100 * sum(answered.map((a) => a.predicted))) / answered.length,
          ),
          current_practice_accuracy: Math.round(
            (100 * right.filter(Boolean).length) / answered.length,
          ),
          metaData: {
            attempts: attempts
              .filter((a) => a.attempt_type !== null)
              .map((a) => ({
                code: a.code,
                attemptTypeBadge: a.attempt_type as AttemptType,
                correctness: a.correct ?? 0,
                timeSpent: a.time_spent,
                idealTime: questions.get(a.code)?.ideal_time ?? 0,
                concept: questions.get(a.code)?.primary_concept ?? '',
              })),
          },
          mastery: [...mastery].map(([concept, m]) => ({
            concept,
            name: names.get(concept) ?? concept,
            ...m,
          })),
        },
      },
    };
  });

  registerCall(app, practiceEventsCall, async ({ params, body }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionOf(child, params.sessionId);
    await store.recordEvents(
      body.events.map((e) => ({
        id: randomUUID(),
        session_id: session.id,
        event: e.event,
        at: e.at,
        data: JSON.stringify(e.data ?? {}),
      })),
    );
    return { body: { data: { recorded: body.events.length } } };
  });

  registerCall(app, conceptsCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const codes = [
      ...new Set(
        query.where
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ];
    const concepts = await ctx.content.concepts(codes);
    const known = new Set(concepts.map((c) => c.code));
    const unknown = codes.find((c) => !known.has(c));
    if (unknown !== undefined) throw new AppError('CONTENT_NOT_FOUND', `No concept ${unknown}`);
    const ratings = new Map(
      (await store.mastery(child.profile.id, codes)).map((m) => [m.concept, m.rating]),
    );
    const byCode = new Map(concepts.map((c) => [c.code, c]));
    const data = codes.map((code) => {
      const c = byCode.get(code);
      return {
        code,
        name: textIn(texts(c?.names ?? null), query.locale),
        subject: c?.subject_code ?? '',
        mastery: masteryOf(ratings.get(code) ?? NEW_CONCEPT.rating),
        prerequisites: list(c?.prerequisites ?? '[]'),
      };
    });
    return { body: { data } };
  });

  const questionOr404 = async (code: string) => {
    const question = await store.question(code);
    if (!question) throw new AppError('CONTENT_NOT_FOUND', `No question ${code}`);
    return question;
  };

  registerCall(app, questionBookmarkCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    requireSameChild(child, body.child_id);
    const question = await questionOr404(body.content_id);
    const schoolIds = await ctx.schoolIds.idsToKeep(
      { orgId: child.orgId, profileId: child.profile.id },
      body,
    );
    const { snapshot, subject } = await questionBookmarkSnapshot(
      ctx,
      question,
      child.profile.primary_exam,
    );
    const bookmarked = await ctx.content.saveBookmark(
      child.profile.id,
      QUESTION,
      body.content_id,
      {
        bookmarked: body.bookmarked,
        record: JSON.stringify(body),
        snapshot: JSON.stringify(snapshot),
        subject,
        schoolIds,
      },
      deps.clock(),
    );
    return { body: { data: { bookmarked } } };
  });

  registerCall(app, questionBookmarkStatusCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    requireSameChild(child, query.child_id);
    await questionOr404(query.content_id);
    const reaction = await ctx.content.reaction(child.profile.id, query.content_id, QUESTION);
    return { body: { data: { bookmarked: reaction?.bookmarked === 1 } } };
  });

  registerCall(app, speechToTextCall, async ({ params }, request) => {
    const child = await ctx.child(request);
    await ctx.sessionOf(child, params.sessionId);
    // No speech engine runs on this deployment: say so, rather than pretend to hear.
    throw new AppError(
      'PROVIDER_NOT_CONFIGURED',
      'Speech to text is not available on this deployment',
    );
  });
}
