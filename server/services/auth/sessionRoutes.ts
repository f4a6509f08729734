import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { organizationExistsCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { guestDetailsCall, refreshCall, signOutCall } from '../../../domain/contracts/session.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireRoot } from '../../sessions/requireRoot.ts';
import { GUEST_TOKEN_TTL_MS, signToken } from '../../sessions/tokens.ts';
import type { AuthContext } from './AuthContext.ts';
import { issueTokens, sha256 } from './authSession.ts';

/** A login's tokens refreshed, signing out, and the tokens of visitors and of the organisation. */
export function sessionRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { store, deps } = ctx;

  registerCall(app, refreshCall, async (_input, request) => {
    const presented = String(request.headers[AUTH_HEADERS.refreshToken]);
    const now = deps.clock();
    const stored = await store.findRefreshToken(sha256(presented));
    if (!stored) throw new AppError('UNAUTHORISED');
    const login = await store.findLogin(stored.login_id);
    if (!login || login.revoked_at !== null) throw new AppError('SESSION_REVOKED');
    // A refresh token is good once: a second use means it was stolen, so the whole login ends.
    if (!(await store.spendRefreshToken(stored.token_hash, now))) {
      await store.revokeLogin(login.id, now);
      throw new AppError('SESSION_REVOKED');
    }
    if (stored.expires_at <= now) throw new AppError('TOKEN_EXPIRED');
    const user = await store.findUserById(request.brand.organisationId, login.user_id);
    if (!user) throw new AppError('UNAUTHORISED');
    return {
      body: { data: { refreshed: true as const } },
      headers: await issueTokens(ctx, user, login.id),
    };
  });

  registerCall(app, signOutCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    const now = deps.clock();
    if (body.clear_all_sessions) await store.revokeAllLogins(session.user.id, now);
    else await store.revokeLogin(session.loginId, now);
    return { body: { data: { signed_out: true as const } } };
  });

  registerCall(app, guestDetailsCall, (_input, request) => {
    const guestSessionId = randomUUID();
    const exp = deps.clock() + GUEST_TOKEN_TTL_MS;
    const guestToken = signToken(
      { kind: 'guest', gid: guestSessionId, org: request.brand.organisationId, exp },
      deps.tokenSecret,
    );
    return { body: { data: { guest_session_id: guestSessionId, guest_token: guestToken } } };
  });

  registerCall(app, organizationExistsCall, (_input, request) => {
    const { organisationId, name } = request.brand;
    const token = signToken(
      { kind: 'org', org: organisationId, exp: deps.clock() + GUEST_TOKEN_TTL_MS },
      deps.tokenSecret,
    );
    return {
      body: { data: { organisation_id: organisationId, name } },
      headers: { [AUTH_HEADERS.orgToken]: token },
    };
  });
}
