import type { FastifyInstance } from 'fastify';
import { ssoLinkCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { ssoVerifyCall } from '../../../domain/contracts/session.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { countFailures } from '../../rateLimit/countFailures.ts';
import { RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { requireRoot } from '../../sessions/requireRoot.ts';
import type { AuthContext } from './AuthContext.ts';
import { signIn } from './authSession.ts';
import { createSsoLink, redeemSsoLink, SSO_LINK_TTL_MS } from './ssoLinks.ts';

/** A signed-in device asks for a one-use sign-in link; another device redeems it. */
export function ssoLinkRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { deps } = ctx;

  registerCall(app, ssoLinkCall, async (_input, request) => {
    if (!request.brand.switches.sso) throw new AppError('FORBIDDEN');
    const session = await requireRoot(ctx, request);
    return {
      body: {
        data: { lr: await createSsoLink(ctx, session.user), expires_in: SSO_LINK_TTL_MS / 1000 },
      },
    };
  });

  registerCall(app, ssoVerifyCall, async ({ query }, request) => {
    if (!request.brand.switches.sso) throw new AppError('FORBIDDEN');
    const user = await countFailures(
      deps.rateLimiter,
      RATE_POLICIES.codeFailuresPerIp,
      request.ip,
      () => redeemSsoLink(ctx, request.brand.organisationId, query.lr),
    );
    const device = String(request.headers[AUTH_HEADERS.browserId] ?? 'web');
    return signIn(ctx, request.brand, user, device);
  });
}
