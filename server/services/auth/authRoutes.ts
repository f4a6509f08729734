import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addProfileCall,
  editProfileCall,
  confirmLoginChangeCall,
  existsCall,
  ssoLinkCall,
  sendInviteCall,
  requestLoginChangeCall,
  organizationExistsCall,
  registerCall as registerAccountCall,
  resendOtpCall,
  resetPasswordCall,
  sendLoginOtpCall,
  sendPasswordResetOtpCall,
  signInCall,
  signUpCall,
  updatePasswordCall,
  verifyLoginOtpCall,
  verifyOtpCall,
  verifyPasswordResetOtpCall,
} from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import {
  connectedProfilesCall,
  guestDetailsCall,
  refreshCall,
  signOutCall,
  ssoVerifyCall,
} from '../../../domain/contracts/session.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall, type CallInput } from '../../http/registerCall.ts';
import { countFailures } from '../../rateLimit/countFailures.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import type { AuthContext } from './AuthContext.ts';
import {
  connectedResponse,
  issueTokens,
  isVerified,
  signIn as signInSession,
  requireOwnChild,
  requireRoot,
  sha256,
  toLinkedProfile,
} from './authSession.ts';
import { authStore, type Identifier, type UserRow } from './authStore.ts';
import { OTP_PURPOSES } from './otpCodes.ts';
import { cloudSsoRoutes } from './cloudSsoRoutes.ts';
import { oauthRoutes } from './oauthRoutes.ts';
import { passwordPromptRoutes } from './passwordPrompt.ts';
import { createSsoLink, redeemSsoLink, SSO_LINK_TTL_MS } from './ssoLinks.ts';
import { chargeMessage, sender } from './messageCaps.ts';
import { checkOtp, deliverOtp, issueOtp, otpOfRequest, otpPayload, sendOtp } from './otpFlow.ts';
import { serverMessage } from '../../i18n/serverMessages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { GUEST_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, signToken, verifyToken } from './tokens.ts';

/** A password hash checked when no account matches, so timing does not tell which accounts exist. */
const DUMMY_HASH = hashPassword('not-a-real-password-1!');

function identifierOf(who: Identifier): { identifier: string; channel: 'sms' | 'email' } {
  return who.mobile
    ? { identifier: who.mobile, channel: 'sms' }
    : { identifier: who.email ?? '', channel: 'email' };
}

/** The words of an invite's sender that go into its SMS: a first name, never a sentence. */
const INVITE_NAME_MAX_LENGTH = 20;

/** How the per-account sign-in limit names an account: by id once known, so every way in counts. */
const accountKey = (orgId: number, who: string) => `${orgId}:${who}`;

/** The auth service of shell spec §7 under /api/auth. */
export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx: AuthContext = { store: authStore(deps.db), deps };
  const { store } = ctx;
  oauthRoutes(app, ctx);
  cloudSsoRoutes(app, ctx);
  passwordPromptRoutes(app, ctx);

  const signIn = (request: FastifyRequest, user: UserRow, deviceId: string) =>
    signInSession(ctx, request.brand, user, deviceId);

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

  type SignUpInput = {
    body: CallInput<typeof signUpCall>['body'];
    query: CallInput<typeof signUpCall>['query'];
  };
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
    const { userId, issued } = await deps.db.transaction().execute(async (trx) => {
      const inTransaction = authStore(trx);
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
    return signIn(request, user, String(request.headers[AUTH_HEADERS.browserId] ?? 'web'));
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
        return signIn(request, user, body.device_id);
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
    return signIn(request, user, deviceId ?? 'web');
  });

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

  registerCall(app, connectedProfilesCall, async (_input, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    return { body: await connectedResponse(ctx, request.brand, session) };
  });

  /** A profile's goal and exam come together, as a pair of the exam list, or not at all. */
  const checkExam = async (goal: string | undefined, exam: string | undefined) => {
    if (goal === undefined && exam === undefined) return;
    if (goal === undefined || exam === undefined || !(await store.examUnderGoal(exam, goal)))
      throw new AppError('EXAM_NOT_OFFERED');
  };

  registerCall(app, addProfileCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request);
    await checkExam(body.primary_goal, body.primary_exam);
    const profile = {
      id: randomUUID(),
      user_id: session.user.id,
      first_name: body.first_name,
      last_name: body.last_name,
      primary_goal: body.primary_goal ?? null,
      primary_exam: body.primary_exam ?? null,
      locale: body.locale,
      video_quality: body.video_quality,
      meta: JSON.stringify(body.meta),
      created_at: deps.clock(),
    };
    await store.insertProfile(profile);
    const linked = toLinkedProfile(ctx, session, profile);
    return {
      body: {
        data: {
          id: linked.id,
          token: linked.token,
          platform_session: { sessionId: session.loginId },
        },
      },
    };
  });

  registerCall(app, editProfileCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request);
    const profile = await requireOwnChild(ctx, request, session);
    await checkExam(body.primary_goal, body.primary_exam);
    const { meta, ...fields } = body;
    await store.updateProfile(profile.id, {
      ...fields,
      ...(meta && { meta: JSON.stringify({ ...(JSON.parse(profile.meta) as object), ...meta }) }),
    });
    const updated = await store.findProfile(session.user.id, profile.id);
    if (!updated) throw new AppError('PROFILE_NOT_FOUND');
    return { body: { data: toLinkedProfile(ctx, session, updated) } };
  });

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

  // Changing (or confirming) the mobile or e-mail is how an account verifies: open to one that must.
  registerCall(app, requestLoginChangeCall, async ({ body, query }, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    const { identifier, channel } = identifierOf(body);
    const owner = await store.findUser(session.user.org_id, body);
    if (owner && owner.id !== session.user.id) throw new AppError('ACCOUNT_EXISTS');
    const headers = await sendOtp(ctx, request, {
      purpose: 'change-login',
      channel,
      identifier,
      payload: { userId: session.user.id },
      locale: query.locale,
    });
    return { body: { data: { sent: true as const } }, headers };
  });

  registerCall(app, confirmLoginChangeCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    const otp = await checkOtp(ctx, request, 'change-login', body.otp, session.user.id);
    const { userId, channel } = otpPayload(otp);
    await store.setVerifiedLogin(userId, channel, otp.identifier);
    const user = await store.findUserById(session.user.org_id, userId);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    return {
      body: await connectedResponse(ctx, request.brand, { user, loginId: session.loginId }),
    };
  });

  registerCall(app, sendInviteCall, async ({ body, query }, request) => {
    const session = await requireRoot(ctx, request);
    if (request.brand.disabledFeatures.includes('inviteParent')) throw new AppError('FORBIDDEN');
    await chargeMessage(deps.rateLimiter, request, {
      orgId: session.user.org_id,
      recipient: body.mobile,
      account: session.user.id,
    });
    // The sender's first name only, cut short: the text is ours, not a message anyone can write.
    const firstName = session.user.first_name.split(' ')[0]?.slice(0, INVITE_NAME_MAX_LENGTH);
    const name = firstName || (session.user.mobile ?? session.user.email ?? '');
    const text = serverMessage('invite.body', query.locale, { name, brand: request.brand.name });
    await deps.otpSender.send({
      orgId: session.user.org_id,
      channel: 'sms',
      recipient: body.mobile,
      subject: text,
      body: text,
    });
    return { body: { data: { sent: true as const } } };
  });

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
    return signIn(request, user, String(request.headers[AUTH_HEADERS.browserId] ?? 'web'));
  });
}
