import type { FastifyInstance } from 'fastify';
import {
  EVENTS_PAGE_SIZE,
  getEventsCall,
  postEventsCall,
  shortSummaryCall,
  type TestEvent,
} from '../../../domain/contracts/mockTests.ts';
import { AppError } from '../../../domain/errors.ts';
import { gradeAnswer } from '../../../domain/questions/graders/graders.ts';
import { MismatchedAnswerError } from '../../../domain/questions/graders/MismatchedAnswerError.ts';
import { countStatuses } from '../../../domain/mockTests/questionStatus.ts';
import { replayTestEvents } from '../../../domain/mockTests/replayTestEvents.ts';
import type { SessionStatus } from '../../../domain/mockTests/testSchedule.ts';
import type { EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import type { Notify } from '../../../domain/notifications/Notice.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { CompiledPaper } from './compilePaper.ts';
import { eventOfRow, freezeHeld, scoreSession } from './freezeSession.ts';
import type { TestContext } from './TestContext.ts';
import { momentsOf } from './testDefinition.ts';
import { testResultNotice } from './testNotices.ts';

/**
 * What the paper cannot have: a question or section it does not hold, or an answer of another
 * type than its question's — refused with the field named, before anything is stored.
 */
function checkAgainstPaper(paper: CompiledPaper, events: readonly TestEvent[]) {
  const sections = new Set(paper.definition.sections.map((s) => s.code));
  events.forEach((event, i) => {
    const at = `body.events.${i}`;
    if (event.section !== null && !sections.has(event.section))
      throw new AppError('VALIDATION_FAILED', `${at}.section: not a section of this test`);
    if (event.question_code === null) return;
    const question = paper.bank.get(event.question_code);
    if (!question)
      throw new AppError('VALIDATION_FAILED', `${at}.question_code: not a question of this test`);
    if (event.event_type !== 'save' || event.event_info.answer === null) return;
    try {
      gradeAnswer(question, event.event_info.answer);
    } catch (error) {
      if (error instanceof MismatchedAnswerError)
        throw new AppError('VALIDATION_FAILED', `${at}.event_info.answer: ${error.message}`);
      throw error;
    }
  });
}

/**
 * The runner's events: stored once each by (session, sequence) in one transaction, so a replayed
 * sync stores nothing twice and events arriving out of order are put back in order when read.
 * Concurrent syncs share their transaction (a group commit): each is answered after the commit.
 */
export function eventRoutes(
  app: FastifyInstance,
  ctx: TestContext,
  notify: Notify,
  embiums: EmbiumLedger,
) {
  const { store, deps } = ctx;

  registerCall(app, postEventsCall, async ({ params, body }, request) => {
    const child = await ctx.child(request);
    const owned = await ctx.sessionById(child, params.sessionId);
    const paper = await ctx.paper(owned.test_code, owned.version);
    checkAgainstPaper(paper, body.events);
    const now = deps.clock();
    const freeze = body.events.find((e) => e.event_type === 'freeze');

    const outcome = await store.inGroupCommit(owned.id, async (trx) => {
      const session = await store.lockSession(trx, owned.id);
      if (!session) throw new AppError('SESSION_NOT_FOUND');
      // What was done after the freeze (the submit, or the deadline) does not count: refused whole.
      // The freeze itself is the close, whenever it is stamped: a device asleep at the deadline
      // stamps its timeout freeze late, and the answers sent with it were made in time.
      // Once the student has seen the key, the solutions or the analysis, the score is final: a
      // back-dated answer would be one copied from the key. A resend of what is held is still fine.
      if (session.results_shown_at !== null) {
        const held = await store.heldSequences(
          trx,
          session.id,
          body.events.map((e) => e.sequence),
        );
        if (body.events.some((e) => !held.has(e.sequence))) throw new AppError('RESULTS_SHOWN');
        return { stored: 0, session };
      }
      const closesAt = session.frozen_at ?? session.deadline_at;
      const late = body.events.find((e) => e.event_type !== 'freeze' && e.t > closesAt);
      if (late)
        throw new AppError(
          'TEST_FROZEN',
          `Event ${late.sequence} was made after the test closed at ${new Date(closesAt).toISOString()}`,
        );
      const stored = await store.insertEvents(
        trx,
        body.events.map((e) => ({
          session_id: session.id,
          sequence: e.sequence,
          id: e.id,
          event_type: e.event_type,
          t: e.t,
          section: e.section,
          question_code: e.question_code,
          event_info: JSON.stringify(e.event_info),
          received_at: now,
        })),
      );
      const lastSequence = Math.max(session.last_sequence, ...body.events.map((e) => e.sequence));
      await store.updateSession(session.id, { last_sequence: lastSequence }, trx);
      const held = { ...session, last_sequence: lastSequence };
      if (freeze && held.status === 'started')
        return {
          stored,
          session: await freezeHeld(
            ctx,
            trx,
            paper,
            held,
            Math.min(freeze.t, now),
            freeze.event_info.reason,
          ),
        };
      // Answers made before the freeze that arrive after it still count: score again.
      if (held.status === 'finished' && stored > 0)
        return { stored, session: await scoreSession(ctx, trx, paper, held) };
      return { stored, session: held };
    });
    const { session } = outcome;
    // The child's runner closed the test (submit, or its time on the device): it earns its
    // embiums once, however often the closing batch is sent again (testSubmitted agrees).
    if (freeze && session.status === 'finished')
      await embiums.award({
        orgId: child.orgId,
        childId: child.profile.id,
        disabledFeatures: request.brand.disabledFeatures,
        event: 'testFinished',
        objectId: session.id,
        sourceId: session.id,
      });
    // An unscheduled test's results are out as it closes: its analysis is ready (a scheduled
    // one's are told when released, by testNoticeSweeps). A failed notice is logged; the
    // answers stay stored.
    if (owned.status === 'started' && session.status === 'finished' && !momentsOf(paper.definition))
      await notify(
        testResultNotice(
          'analysisReady',
          { orgId: child.orgId, childId: child.profile.id, locale: child.profile.locale },
          paper.definition,
          session.id,
        ),
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'the analysis-ready notice failed');
      });
    return {
      body: {
        data: {
          stored: outcome.stored,
          duplicates: body.events.length - outcome.stored,
          last_sequence: session.last_sequence,
          status: session.status as SessionStatus,
        },
      },
    };
  });

  registerCall(app, getEventsCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionById(child, params.sessionId);
    const [rows, total] = await Promise.all([
      store.eventsPage(session.id, query.pageNumber, EVENTS_PAGE_SIZE),
      store.countEvents(session.id),
    ]);
    return {
      body: {
        data: {
          events: rows.map(eventOfRow),
          pageNumber: query.pageNumber,
          pageSize: EVENTS_PAGE_SIZE,
          total,
        },
      },
    };
  });

  registerCall(app, shortSummaryCall, async ({ params }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionById(child, params.sessionId);
    const paper = await ctx.paper(session.test_code, session.version);
    const events = (await store.events(session.id)).map(eventOfRow);
    const state = replayTestEvents(paper.shape(), events, session.frozen_at ?? session.deadline_at);
    const questions = [...state.questions.values()];
    return {
      body: {
        data: {
          summary: countStatuses(questions.map((q) => q.status)),
          sections: paper.definition.sections.map((s) => ({
            code: s.code,
            summary: countStatuses(
              questions.filter((q) => q.section === s.code).map((q) => q.status),
            ),
          })),
          last_sequence: session.last_sequence,
        },
      },
    };
  });
}
