import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { sendFeedbackCall } from '../../../domain/contracts/helpdesk.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import type { AuthContext } from '../auth/AuthContext.ts';
import { requireRoot } from '../auth/authSession.ts';
import { authStore } from '../auth/authStore.ts';

/**
 * The account behind the request's root token, if a valid one came. Feedback is open to visitors,
 * so a stale or foreign token makes the sender a visitor instead of failing the message.
 */
async function senderOf(ctx: AuthContext, request: FastifyRequest): Promise<string | undefined> {
  if (typeof request.headers[AUTH_HEADERS.token] !== 'string') return undefined;
  try {
    return (await requireRoot(ctx, request)).user.id;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The help desk service under /api/helpdesk: feedback, kept with the organisation of the host. */
export function helpdeskRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx: AuthContext = { store: authStore(deps.db), deps };

  registerCall(app, sendFeedbackCall, async ({ body }, request) => {
    await enforceRateLimits(deps.rateLimiter, [
      { policy: RATE_POLICIES.feedbackPerIp, key: request.ip },
    ]);
    const userId = await senderOf(ctx, request);
    const id = randomUUID();
    await deps.db
      .insertInto('feedback')
      .values({
        id,
        org_id: request.brand.organisationId,
        user_id: userId ?? null,
        category: body.category,
        message: body.message,
        email: body.email ?? null,
        page: body.page ?? null,
        locale: body.locale,
        created_at: deps.clock(),
      })
      .execute();
    return { status: 201 as const, body: { data: { id } } };
  });
}
