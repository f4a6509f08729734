import type { FastifyPluginCallback } from 'fastify';
import { callUrl } from '../../../domain/contracts/defineCall.ts';
import { EVENT_MAX_BYTES, pushEventCall } from '../../../domain/contracts/events.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { deepLinkRoutes } from './deepLinkRoutes.ts';
import { insertEvent } from './eventStore.ts';

const PUSH_URL = callUrl(pushEventCall);

/**
 * Analytics and error events, and deep-link tracking, under /api/events; kept with the
 * organisation of the host. A plugin, so its own scope: only these routes read text/plain as JSON
 * (what a beacon to another origin carries) and refuse a body over EVENT_MAX_BYTES with 413.
 */
export const eventsService: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: EVENT_MAX_BYTES },
    app.getDefaultJsonParser('error', 'remove'),
  );
  // Counted before the body is read, so a flood of oversized or broken posts is limited too.
  app.addHook('onRequest', async (request) => {
    const policy =
      request.routeOptions.url === PUSH_URL
        ? RATE_POLICIES.eventPushPerIp
        : RATE_POLICIES.deepLinkPerIp;
    await enforceRateLimits(deps.rateLimiter, [{ policy, key: request.ip }]);
  });

  registerCall(app, pushEventCall, async ({ query, body }, request) => {
    await insertEvent(deps.db, {
      orgId: request.brand.organisationId,
      namespace: query.namespace,
      topic: query.topic,
      payload: body,
      at: deps.clock(),
    });
    return { status: 202 as const, body: { data: { accepted: true as const } } };
  });
  deepLinkRoutes(app, deps);
  done();
};
