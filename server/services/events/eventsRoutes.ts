import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EVENTS_BASE, pushEventCall } from '../../../domain/contracts/events.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';

const TAG = 'events';
/** Beacons post text/plain or JSON; an event larger than this is refused (413). */
export const EVENT_MAX_BYTES = 16_384;

/** Analytics and error events under /api/events, kept with the organisation of the host. */
export function eventsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerCall(app, EVENTS_BASE, TAG, pushEventCall, async ({ query, body }, request) => {
    await deps.db
      .insertInto('events')
      .values({
        id: randomUUID(),
        namespace: query.namespace,
        topic: query.topic,
        payload: JSON.stringify(body),
        org_id: request.brand.organisationId,
        created_at: deps.clock(),
      })
      .execute();
    return { status: 202 as const, body: { data: { accepted: true as const } } };
  });
}
