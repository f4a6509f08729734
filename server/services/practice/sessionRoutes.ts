import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  adhocQuestionsCall,
  createSessionCall,
  nextQuestionCall,
} from '../../../domain/contracts/practice.ts';
import { AppError } from '../../../domain/errors.ts';
import { NEW_CONCEPT, predictCorrect } from '../../../domain/practice/mastery.ts';
import { secondsBetween } from '../../../domain/practice/questionTimer.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { serveQuestion } from '../../../domain/questions/serveQuestion.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import { texts } from '../../db/jsonColumns.ts';
import { interventionFor } from './interventionFor.ts';
import { pickNext } from './pickNext.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { QuestionRow, SessionRow } from './practiceStore.ts';
import { sessionScope } from './sessionScope.ts';

/** Messages the session opens with, by mode (the spec's guide messages), as catalog keys. */
const GUIDE_MESSAGES = ['practice.guide.oneAtATime', 'practice.guide.hints'];

/** Starting a session, adding questions to it, and the next question. */
export function sessionRoutes(app: FastifyInstance, ctx: PracticeContext) {
  const { store, deps } = ctx;

  registerCall(app, createSessionCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const scope = await sessionScope(ctx, child, body);
    const schoolIds = await ctx.schoolIds.idsToKeep(
      { orgId: child.orgId, profileId: child.profile.id },
      body,
    );
    const inScope = await store.countInScope(scope.concepts, scope.paths);
    const available = scope.queue.length + inScope;
    const session: SessionRow = {
      id: randomUUID(),
      child_id: child.profile.id,
      mode: body.type,
      title: body.title ?? '',
      scope_paths: JSON.stringify(scope.paths),
      concepts: JSON.stringify(scope.concepts),
      queue: JSON.stringify(scope.queue),
      language: body.language,
      paj_id: body.paj_id ?? null,
      paj_step_index: body.paj_step_index ?? null,
      call_id: body.call_id ?? null,
      source: body.source ?? null,
      current_code: null,
      planned_total: scope.cap === undefined ? available : Math.min(scope.cap, available),
      last_eorder: 0,
      offered_interventions: '[]',
      created_at: deps.clock(),
      ...schoolIds,
    };
    await store.insertSession(session);
    return {
      body: {
        data: {
          session_id: session.id,
          mode: body.type,
          title: session.title,
          last_eorder: 0,
          learning_map: { learnpath_name: scope.paths[0] ?? '', concepts: scope.concepts },
          guide_messages: GUIDE_MESSAGES,
          userId: child.profile.id,
          paj_id: session.paj_id,
          paj_step_index: session.paj_step_index,
          paj_step_path: null,
          paj_step_path_index: null,
          call_id: session.call_id,
          object_type: null,
        },
      },
    };
  });

  registerCall(app, adhocQuestionsCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionOf(child, params.sessionId);
    const codes = (query.questionCode ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const found = new Set((await store.questions(codes)).map((q) => q.code));
    const unknown = codes.find((code) => !found.has(code));
    if (unknown !== undefined) throw new AppError('CONTENT_NOT_FOUND', `No question ${unknown}`);
    const queue = [...new Set([...(JSON.parse(session.queue) as string[]), ...codes])];
    const concepts = JSON.parse(session.concepts) as string[];
    // A concept the session already practises (a plan step's) brings no questions it did not count.
    const newConcept =
      query.conceptCode !== undefined && !concepts.includes(query.conceptCode)
        ? query.conceptCode
        : undefined;
    if (newConcept !== undefined) {
      if ((await ctx.content.concepts([newConcept])).length === 0)
        throw new AppError('CONTENT_NOT_FOUND', `No concept ${newConcept}`);
      concepts.push(newConcept);
    }
    const added =
      queue.length -
      (JSON.parse(session.queue) as string[]).length +
      (newConcept !== undefined
        ? await store.countInScope([newConcept], JSON.parse(session.scope_paths) as string[])
        : 0);
    await store.updateSession(session.id, {
      queue: JSON.stringify(queue),
      concepts: JSON.stringify(concepts),
      planned_total: session.planned_total + added,
    });
    return { body: { data: { queued: queue.length } } };
  });

  /** The child's mastery of these concepts, each named (undefined: not rated yet). */
  const ratingsOf = async (childId: string, concepts: readonly string[]) => {
    const rows = new Map((await store.mastery(childId, concepts)).map((m) => [m.concept, m]));
    return new Map(concepts.map((c) => [c, rows.get(c)?.rating]));
  };

  /** The question as the player shows it, numbered in its session. */
  const shown = async (
    session: SessionRow,
    question: QuestionRow,
    eorder: number,
    language: string,
    doIntervene: boolean,
  ) => {
    const bank = JSON.parse(question.content) as BankQuestion;
    const names = new Map(
      (await ctx.content.concepts([bank.primaryConcept, ...(bank.secondaryConcepts ?? [])])).map(
        (c) => [c.code, textIn(texts(c.names), language)],
      ),
    );
    return serveQuestion(bank, {
      locale: language,
      conceptName: (code) => names.get(code) ?? code,
      questionNumber: eorder,
      totalQuestionCount: session.planned_total,
      doIntervene,
    });
  };

  /**
   * The next question in a handful of reads (the child, the session with its attempts, mastery)
   * and one transaction of writes; the bank, its index and concept names come from memory.
   */
  registerCall(app, nextQuestionCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    // The attempts are read beside the session and used only once the session proves the child's.
    const [session, attempts] = await Promise.all([
      ctx.sessionOf(child, params.sessionId),
      store.attempts(params.sessionId),
    ]);
    const current = attempts.find((a) => a.code === session.current_code);
    const now = deps.clock();
    if (current && current.status === 'served' && query.action === 'nextQuestion') {
      // Asked again without an answer: the same question, not a silent skip.
      const question = await store.question(current.code);
      if (!question) throw new AppError('CONTENT_NOT_FOUND');
      return {
        body: {
          data: {
            question: await shown(session, question, current.eorder, query.language, false),
            intervention: null,
          },
        },
      };
    }
    const skipped =
      current && current.status === 'served'
        ? {
            status: 'skipped',
            attempt_type: 'NonAttempt',
            time_spent: current.viewed_at === null ? 0 : secondsBetween(current.viewed_at, now),
          }
        : undefined;
    const fresh = attempts.map((a) => (skipped && a === current ? { ...a, ...skipped } : a));
    const ratings = await ratingsOf(session.child_id, JSON.parse(session.concepts) as string[]);
    const question = await pickNext(ctx, session, fresh, ratings);
    if (!question) {
      if (skipped && current) await store.updateAttempt(session.id, current.code, skipped);
      return { status: 204 as const, body: undefined };
    }
    const found = await interventionFor(ctx, session, fresh, query.language, ratings);
    const existing = fresh.find((a) => a.code === question.code);
    const eorder = existing?.eorder ?? session.last_eorder + 1;
    const rating = ratings.has(question.primary_concept)
      ? ratings.get(question.primary_concept)
      : (await store.mastery(session.child_id, [question.primary_concept]))[0]?.rating;
    await store.together(async (tx) => {
      if (skipped && current) await tx.updateAttempt(session.id, current.code, skipped);
      if (!existing)
        await tx.insertAttempt({
          session_id: session.id,
          code: question.code,
          eorder,
          status: 'served',
          viewed_at: null,
          answered_at: null,
          answer: null,
          correct: null,
          score: null,
          time_spent: 0,
          hint_used: 0,
          attempt_type: null,
          silver: 0,
          mastery_before: null,
          mastery_after: null,
          predicted: predictCorrect(rating ?? NEW_CONCEPT.rating, question.difficulty),
          swu_state: null,
        });
      const changes = {
        ...(!existing && { current_code: question.code, last_eorder: eorder }),
        ...(found && { offered_interventions: JSON.stringify(found.offered) }),
      };
      if (Object.keys(changes).length > 0) await tx.updateSession(session.id, changes);
    });
    const intervention = found?.intervention ?? null;
    return {
      body: {
        data: {
          question: await shown(session, question, eorder, query.language, found !== null),
          intervention,
        },
      },
    };
  });
}
