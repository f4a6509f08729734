import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import {
  deepLinkEventCall,
  deepLinkOpenCall,
  trackingDetailsCall,
} from '../../../domain/contracts/deepLinks.ts';
import type { ClientPlatform } from '../../../domain/platform/clientPlatform.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { findDeepLink, recordEvent, recordOpen } from './deepLinkStore.ts';

/** A browser id is a UUID; anything longer is not ours and is not kept. */
const BROWSER_ID_MAX = 64;

function browserIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADERS.browserId];
  return typeof value === 'string' && value.length <= BROWSER_ID_MAX ? value : undefined;
}

/** Deep-link tracking (learning-experience spec §7): links are the host organisation's own. */
export function deepLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  async function linkOf(request: FastifyRequest, trackingId: string) {
    const link = await findDeepLink(deps.db, request.brand.organisationId, trackingId);
    if (!link) throw new AppError('DEEP_LINK_NOT_FOUND');
    return link;
  }
  const hitOf = (
    request: FastifyRequest,
    body: { tracking_id: string; platform: ClientPlatform },
  ) => ({
    orgId: request.brand.organisationId,
    trackingId: body.tracking_id,
    platform: body.platform,
    browserId: browserIdOf(request),
    at: deps.clock(),
  });

  registerCall(app, deepLinkOpenCall, async ({ body }, request) => {
    await linkOf(request, body.tracking_id);
    await recordOpen(deps.db, hitOf(request, body));
    return { status: 201 as const, body: { payload: { recorded: true as const } } };
  });

  registerCall(app, trackingDetailsCall, async ({ params }, request) => {
    const link = await linkOf(request, params.id);
    return {
      body: { payload: { tracking_id: link.trackingId, desired_events: link.desiredEvents } },
    };
  });

  registerCall(app, deepLinkEventCall, async ({ body }, request) => {
    const link = await linkOf(request, body.tracking_id);
    if (!link.desiredEvents.includes(body.event_id)) throw new AppError('EVENT_NOT_TRACKED');
    await recordEvent(deps.db, { ...hitOf(request, body), eventId: body.event_id });
    return { status: 201 as const, body: { payload: { recorded: true as const } } };
  });
}
