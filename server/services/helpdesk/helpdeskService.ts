import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { sendFeedbackCall } from '../../../domain/contracts/helpdesk.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { requireRoot, type SessionChecks } from '../../sessions/requireRoot.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { helpdeskStore } from './helpdeskStore.ts';

/**
 * The account behind the request's root token, if a valid one came. Feedback is open to visitors,
 * so a stale or foreign token makes the sender a visitor instead of failing the message.
 */
async function senderOf(
  checks: SessionChecks,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (typeof request.headers[AUTH_HEADERS.token] !== 'string') return undefined;
  try {
    return (await requireRoot(checks, request)).user.id;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The help desk service under /api/helpdesk: feedback, kept with the organisation of the host. */
export const helpdeskService: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const checks: SessionChecks = { store: sessionStore(deps.db), deps };
  const store = helpdeskStore(deps.db);

  registerCall(app, sendFeedbackCall, async ({ body }, request) => {
    await enforceRateLimits(deps.rateLimiter, [
      { policy: RATE_POLICIES.feedbackPerIp, key: request.ip },
    ]);
    const userId = await senderOf(checks, request);
    const id = randomUUID();
    await store.insertFeedback({
      id,
      org_id: request.brand.organisationId,
      user_id: userId ?? null,
      category: body.category,
      message: body.message,
      email: body.email ?? null,
      page: body.page ?? null,
      locale: body.locale,
      created_at: deps.clock(),
    });
    return { status: 201 as const, body: { data: { id } } };
  });
  done();
};
