import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { activityCall, timelineConfigCall } from '../../../domain/contracts/timeline.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { authStore } from '../auth/authStore.ts';
import { requireChild } from '../auth/requireChild.ts';

/** The kinds of activity the timeline keeps and shows. */
export const TIMELINE_TYPES = ['Video', 'Practice', 'Test', 'Book'] as const;

/** The child's timeline under /api/timeline: records of what the child did. */
export function timelineRoutes(app: FastifyInstance, deps: AppDeps) {
  const store = authStore(deps.db);
  const child = (request: Parameters<typeof requireChild>[1]) =>
    requireChild(store, request, deps.tokenSecret, deps.clock());

  registerCall(app, timelineConfigCall, async (_input, request) => {
    await child(request);
    return { body: { data: { enabled: true, activity_types: [...TIMELINE_TYPES] } } };
  });

  registerCall(app, activityCall, async ({ body }, request) => {
    const session = await child(request);
    const id = randomUUID();
    await deps.db
      .insertInto('timeline_activity')
      .values({
        id,
        child_id: session.profile.id,
        source_reference: body.source_reference,
        type: body.type,
        content_id: body.content_id,
        record: JSON.stringify(body),
        created_at: deps.clock(),
      })
      .execute();
    return { body: { data: { id } } };
  });
}
