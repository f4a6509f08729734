import type { FastifyInstance } from 'fastify';
import {
  resetPasswordCall,
  sendPasswordResetOtpCall,
  updatePasswordCall,
  verifyPasswordResetOtpCall,
} from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { requireRoot } from '../../sessions/requireRoot.ts';
import { RESET_TOKEN_TTL_MS, signToken, verifyToken } from '../../sessions/tokens.ts';
import { accountKey } from './accountKey.ts';
import type { AuthContext } from './AuthContext.ts';
import { identifierOf } from './identifierOf.ts';
import { checkOtp, otpPayload, sendOtp } from './otpFlow.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Changing the password when signed in, and resetting a forgotten one with a code. */
export function passwordRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { store, deps } = ctx;

  registerCall(app, updatePasswordCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request);
    await enforceRateLimits(deps.rateLimiter, [
      {
        policy: RATE_POLICIES.signInPerAccount,
        key: accountKey(session.user.org_id, session.user.id),
      },
    ]);
    const ok =
      session.user.password_hash !== null &&
      (await verifyPassword(session.user.password_hash, body.old_password));
    if (!ok) throw new AppError('INVALID_CREDENTIALS');
    await store.setPassword(session.user.id, await hashPassword(body.new_password));
    return { body: { data: { updated: true as const } } };
  });

  registerCall(app, sendPasswordResetOtpCall, async ({ body, query }, request) => {
    const user = await store.findUser(request.brand.organisationId, body);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const { identifier, channel } = identifierOf(body);
    const headers = await sendOtp(ctx, request, {
      purpose: 'reset-password',
      channel,
      identifier,
      payload: { userId: user.id },
      locale: query.locale,
    });
    return { body: { data: { sent: true as const } }, headers };
  });

  registerCall(app, verifyPasswordResetOtpCall, async ({ body }, request) => {
    const otp = await checkOtp(ctx, request, 'reset-password', body.otp);
    const { userId } = otpPayload(otp);
    const exp = deps.clock() + RESET_TOKEN_TTL_MS;
    const token = signToken(
      { kind: 'reset', sub: userId, org: otp.org_id, jti: otp.id, exp },
      deps.tokenSecret,
    );
    return {
      body: { data: { verified: true as const } },
      headers: { [AUTH_HEADERS.passwordResetToken]: token },
    };
  });

  registerCall(app, resetPasswordCall, async ({ body }, request) => {
    const claims = verifyToken(
      String(request.headers[AUTH_HEADERS.passwordResetToken]),
      'reset',
      deps.tokenSecret,
      deps.clock(),
    );
    if (claims.org !== request.brand.organisationId) throw new AppError('UNAUTHORISED');
    // One reset per verified code: a token seen twice (a leaked link, a replay) changes nothing.
    if (!(await store.spendTokenId(`reset:${claims.jti}`, claims.exp, deps.clock())))
      throw new AppError(
        'UNAUTHORISED',
        'This password reset was already used; ask for a new code',
      );
    await store.setPassword(claims.sub, await hashPassword(body.new_password));
    // Whoever knew the old password is signed out everywhere.
    await store.revokeAllLogins(claims.sub, deps.clock());
    return { body: { data: { reset: true as const } } };
  });
}
