import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { timelineConfigCall } from '../../../domain/contracts/timeline.ts';
import { activityCall } from '../../../domain/contracts/timelineActivity.ts';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import type { EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import { timelineRecordObject } from '../../../domain/embiums/embiumObjects.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireChild } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { questionRoutes } from './questionRoutes.ts';
import { summaryRoutes } from './summaryRoutes.ts';
import type { TimelineQuestions } from './TimelineQuestions.ts';
import { timelineStore } from './timelineStore.ts';

/** The kinds of activity the timeline keeps and shows. */
export const TIMELINE_TYPES = ['Video', 'Practice', 'Test', 'Book'] as const;

/** The child's timeline under /api/timeline: records of what the child did. */
export const timelineService: FastifyPluginCallback<{
  deps: AppDeps;
  /** Questions the child met, from practice and tests (app.ts composes them). */
  questions: TimelineQuestions;
  /** The embiums ledger: a record carries what its object really earned. */
  embiums: EmbiumLedger;
  /** The classroom service's check of the school ids a record carries. */
  schoolIds: SchoolIdsCheck;
}> = (app, { deps, questions, embiums, schoolIds }, done) => {
  const sessions = sessionStore(deps.db);
  const store = timelineStore(deps.db);
  const child = (request: FastifyRequest) =>
    requireChild(sessions, request, deps.tokenSecret, deps.clock());

  registerCall(app, timelineConfigCall, async (_input, request) => {
    await child(request);
    return { body: { data: { enabled: true, activity_types: [...TIMELINE_TYPES] } } };
  });

  registerCall(app, activityCall, async ({ body }, request) => {
    const session = await child(request);
    const kept = await schoolIds.idsToKeep(
      { orgId: session.orgId, profileId: session.profile.id },
      body,
    );
    const id = randomUUID();
    // The record's embiums are the ledger's for its object (an answer, a lesson, a test session),
    // never the figure the client sent; a kind of record that earns nothing carries none.
    // The school ids are kept as checked, in columns of their own.
    const { embiums: _claimed, homework_id: _h, school_id: _s, class_id: _c, ...rest } = body;
    const object = timelineRecordObject(body);
    const record =
      object === null
        ? rest
        : { ...rest, embiums: await embiums.ofObject(session.profile.id, object) };
    await store.insertActivity({
      id,
      child_id: session.profile.id,
      source_reference: body.source_reference,
      type: body.type,
      content_id: body.content_id,
      format_reference: body.format_reference ?? null,
      record: JSON.stringify(record),
      created_at: deps.clock(),
      ...kept,
    });
    return { body: { data: { id } } };
  });

  summaryRoutes(app, {
    store,
    childId: async (request) => (await child(request)).profile.id,
    clock: deps.clock,
  });
  questionRoutes(app, { child, questions });
  done();
};
