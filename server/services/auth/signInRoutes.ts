import type { FastifyInstance } from 'fastify';
import {
  sendLoginOtpCall,
  signInCall,
  verifyLoginOtpCall,
} from '../../../domain/contracts/auth.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { countFailures } from '../../rateLimit/countFailures.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { isVerified } from '../../sessions/requireRoot.ts';
import { accountKey } from './accountKey.ts';
import type { AuthContext } from './AuthContext.ts';
import { signIn } from './authSession.ts';
import { identifierOf } from './identifierOf.ts';
import { checkOtp, otpPayload, sendOtp } from './otpFlow.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** A password hash checked when no account matches, so timing does not tell which accounts exist. */
const DUMMY_HASH = hashPassword('not-a-real-password-1!');

/** Signing in with a password, or with a code sent to the account's mobile or e-mail. */
export function signInRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { store, deps } = ctx;

  registerCall(app, signInCall, async ({ body }, request) => {
    const orgId = request.brand.organisationId;
    const { identifier } = identifierOf(body);
    const user = await store.findUser(orgId, body);
    await enforceRateLimits(deps.rateLimiter, [
      { policy: RATE_POLICIES.signInPerAccount, key: accountKey(orgId, user?.id ?? identifier) },
    ]);
    return countFailures(
      deps.rateLimiter,
      RATE_POLICIES.signInFailuresPerIp,
      request.ip,
      async () => {
        const ok = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH), body.password);
        if (!user || !user.password_hash || !ok) throw new AppError('INVALID_CREDENTIALS');
        return signIn(ctx, request.brand, user, body.device_id);
      },
    );
  });

  registerCall(app, sendLoginOtpCall, async ({ body, query }, request) => {
    const user = await store.findUser(request.brand.organisationId, body);
    const { identifier, channel } = identifierOf(body);
    if (!user || !isVerified(user)) throw new AppError('ACCOUNT_NOT_FOUND');
    const headers = await sendOtp(ctx, request, {
      purpose: 'login',
      channel,
      identifier,
      payload: { userId: user.id, deviceId: body.device_id },
      locale: query.locale,
    });
    return { body: { data: { sent: true as const } }, headers };
  });

  registerCall(app, verifyLoginOtpCall, async ({ body }, request) => {
    const otp = await checkOtp(ctx, request, 'login', body.otp);
    const { userId, deviceId } = otpPayload(otp);
    const user = await store.findUserById(otp.org_id, userId);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    return signIn(ctx, request.brand, user, deviceId ?? 'web');
  });
}
