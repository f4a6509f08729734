import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  existsCall,
  registerCall as registerAccountCall,
  resendOtpCall,
  signUpCall,
  verifyOtpCall,
} from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall, type CallInput } from '../../http/registerCall.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { isVerified } from '../../sessions/requireRoot.ts';
import type { AuthContext } from './AuthContext.ts';
import { signIn } from './authSession.ts';
import { inAuthTransaction } from './authStore.ts';
import { identifierOf } from './identifierOf.ts';
import { tellInvitersOf } from './inviteAccepted.ts';
import { chargeMessage, sender } from './messageCaps.ts';
import { OTP_PURPOSES } from './otpCodes.ts';
import { checkOtp, deliverOtp, issueOtp, otpOfRequest, otpPayload, sendOtp } from './otpFlow.ts';
import { hashPassword } from './passwords.ts';

type SignUpInput = {
  body: CallInput<typeof signUpCall>['body'];
  query: CallInput<typeof signUpCall>['query'];
};

/** Whether an account exists, signing up (or registering), and the sign-up code sent and entered. */
export function signUpRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { store, deps } = ctx;

  registerCall(app, existsCall, async ({ body }, request) => {
    const { ip, device } = sender(request);
    await enforceRateLimits(deps.rateLimiter, [
      { policy: RATE_POLICIES.existsPerIp, key: ip },
      { policy: RATE_POLICIES.existsPerDevice, key: `${ip}:${device}` },
    ]);
    const who = body.identifier.includes('@')
      ? { email: body.identifier }
      : { mobile: body.identifier };
    const user = await store.findUser(request.brand.organisationId, who);
    if (!user)
      return {
        status: 252 as const,
        body: { data: { exists: false as const, verified: false as const } },
      };
    if (!isVerified(user))
      return {
        status: 251 as const,
        body: { data: { exists: true as const, verified: false as const } },
      };
    return {
      status: 200 as const,
      body: { data: { exists: true as const, verified: true as const } },
    };
  });

  /**
   * Sign-up: the limits first, then the password hash, then the account and its code in one
   * transaction, then the message. An identifier held by an account that never verified is not
   * refused: the code goes to it, and whoever enters it sets the account's password (the real
   * owner takes back a number someone else typed in).
   */
  const signUp = async ({ body, query }: SignUpInput, request: FastifyRequest) => {
    const { switches } = request.brand;
    if (!switches.signUp) throw new AppError('SIGN_UP_DISABLED');
    if ((body.mobile && !switches.mobileSignUp) || (body.email && !switches.emailSignUp)) {
      throw new AppError('SIGN_UP_METHOD_DISABLED');
    }
    const orgId = request.brand.organisationId;
    const existing = await store.findUser(orgId, body);
    if (existing && isVerified(existing)) throw new AppError('ACCOUNT_EXISTS');
    const { identifier, channel } = identifierOf(body);
    // A new account's id is chosen now, so its sign-up code counts against it like its resends.
    const accountId = existing?.id ?? randomUUID();
    await chargeMessage(deps.rateLimiter, request, {
      orgId,
      recipient: identifier,
      account: accountId,
    });
    const claim = {
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name ?? '',
      lastName: body.last_name ?? '',
    };
    const { userId, issued } = await inAuthTransaction(deps.db, async (inTransaction) => {
      const userId =
        existing?.id ??
        (await inTransaction.insertUser(
          {
            org_id: orgId,
            email: body.email ?? null,
            mobile: body.mobile ?? null,
            password_hash: claim.passwordHash,
            first_name: claim.firstName,
            last_name: claim.lastName,
            created_at: deps.clock(),
          },
          accountId,
        ));
      if (userId === undefined) throw new AppError('ACCOUNT_EXISTS');
      const issued = await issueOtp(ctx, inTransaction, request, {
        purpose: 'verify-account',
        channel,
        identifier,
        payload: { userId, claim },
        locale: query.locale,
      });
      return { userId, issued };
    });
    const headers = await deliverOtp(ctx, request, issued);
    return { body: { data: { status: 201 as const, user_id: userId } }, headers };
  };
  registerCall(app, signUpCall, signUp);
  registerCall<typeof registerAccountCall>(app, registerAccountCall, signUp);

  registerCall(app, verifyOtpCall, async ({ body }, request) => {
    const otp = await checkOtp(ctx, request, 'verify-account', body.otp);
    const { userId, channel, claim } = otpPayload(otp);
    const before = await store.findUserById(otp.org_id, userId);
    if (!before) throw new AppError('ACCOUNT_NOT_FOUND');
    if (claim && !isVerified(before)) {
      // The code reached its owner: their sign-up decides the password, and whoever made the
      // account before them (someone else's number typed in) is signed out of it.
      await store.claimAccount(userId, claim);
      await store.revokeAllLogins(userId, deps.clock());
    }
    await store.markVerified(userId, channel);
    const user = await store.findUserById(otp.org_id, userId);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    if (channel === 'sms' && user.mobile !== null)
      await tellInvitersOf(ctx, request.log, {
        orgId: user.org_id,
        accountId: user.id,
        mobile: user.mobile,
      });
    const device = String(request.headers[AUTH_HEADERS.browserId] ?? 'web');
    return signIn(ctx, request.brand, user, device);
  });

  registerCall(app, resendOtpCall, async (_input, request) => {
    const previous = await otpOfRequest(ctx, request);
    const { channel, locale, ...payload } = otpPayload(previous);
    const purpose = OTP_PURPOSES.find((p) => p === previous.purpose);
    if (!purpose) throw new AppError('OTP_INVALID');
    const headers = await sendOtp(ctx, request, {
      purpose,
      channel,
      identifier: previous.identifier,
      payload,
      locale,
    });
    return { body: { data: { sent: true as const } }, headers };
  });
}
