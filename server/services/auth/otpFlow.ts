import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { serverMessage } from '../../i18n/serverMessages.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import { countFailures } from '../../rateLimit/countFailures.ts';
import { chargeMessage, confirmMessage } from './messageCaps.ts';
import type { AuthContext } from './AuthContext.ts';
import type { AuthStore, OtpRow } from './authStore.ts';
import { hashOtp, newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type OtpPurpose } from './otpCodes.ts';
import { signToken, verifyToken } from '../../sessions/tokens.ts';

export interface OtpRequest {
  purpose: OtpPurpose;
  channel: 'sms' | 'email';
  identifier: string;
  payload: OtpPayloadFields;
  locale: string | undefined;
}

const MS_PER_MINUTE = 60_000;

/** A code made and stored, not yet sent. */
export interface IssuedOtp {
  id: string;
  code: string;
  request: OtpRequest;
  expiresAt: number;
}

/**
 * Makes a code and stores it (only its HMAC) on `store`, which may be a transaction's, so a
 * sign-up stores its account and its code together or not at all. The address it was asked from
 * is kept, so entering it can give that address its hit back.
 */
export async function issueOtp(
  ctx: AuthContext,
  store: AuthStore,
  request: FastifyRequest,
  otp: OtpRequest,
): Promise<IssuedOtp> {
  const now = ctx.deps.clock();
  const id = randomUUID();
  const code = newOtpCode();
  const expiresAt = now + OTP_TTL_MS;
  await store.insertOtp({
    id,
    org_id: request.brand.organisationId,
    purpose: otp.purpose,
    identifier: otp.identifier,
    code_hash: hashOtp(
      code,
      { id, purpose: otp.purpose, identifier: otp.identifier },
      ctx.deps.tokenSecret,
    ),
    payload: JSON.stringify({
      ...otp.payload,
      channel: otp.channel,
      locale: otp.locale,
      sentFrom: request.ip,
    }),
    expires_at: expiresAt,
    created_at: now,
  });
  return { id, code, request: otp, expiresAt };
}

/** Sends a stored code; answers the header that ties the later entry to it. */
export async function deliverOtp(
  ctx: AuthContext,
  request: FastifyRequest,
  issued: IssuedOtp,
): Promise<Record<string, string>> {
  const orgId = request.brand.organisationId;
  const { channel, identifier, locale } = issued.request;
  const values = {
    code: issued.code,
    brand: request.brand.name,
    minutes: OTP_TTL_MS / MS_PER_MINUTE,
  };
  await ctx.deps.otpSender.send({
    orgId,
    channel,
    recipient: identifier,
    subject: serverMessage('otp.subject', locale, values),
    body: serverMessage('otp.body', locale, values),
  });
  const token = signToken(
    { kind: 'otp', org: orgId, oid: issued.id, exp: issued.expiresAt },
    ctx.deps.tokenSecret,
  );
  return { [AUTH_HEADERS.otpToken]: token };
}

/**
 * Creates and sends a code once every message cap allows it (nothing is written before); answers
 * the header that ties the later entry to this code.
 */
export async function sendOtp(
  ctx: AuthContext,
  request: FastifyRequest,
  otp: OtpRequest,
): Promise<Record<string, string>> {
  await chargeMessage(ctx.deps.rateLimiter, request, {
    orgId: request.brand.organisationId,
    recipient: otp.identifier,
    account: otp.payload.userId,
  });
  return deliverOtp(ctx, request, await issueOtp(ctx, ctx.store, request, otp));
}

/** The OTP record the request's OTP token names, before its code is checked. */
export async function otpOfRequest(ctx: AuthContext, request: FastifyRequest): Promise<OtpRow> {
  const header = request.headers[AUTH_HEADERS.otpToken];
  if (typeof header !== 'string') throw new AppError('UNAUTHORISED');
  const claims = verifyToken(header, 'otp', ctx.deps.tokenSecret, ctx.deps.clock());
  if (claims.org !== request.brand.organisationId) throw new AppError('UNAUTHORISED');
  const otp = await ctx.store.findOtp(claims.org, claims.oid);
  if (!otp) throw new AppError('UNAUTHORISED');
  return otp;
}

/**
 * Checks an entered code: right purpose, not expired, not used, fewer than five wrong entries.
 * The fifth wrong entry kills the code; a right one is spent at once (single use). A code sent for
 * a signed-in account's step (`ownerId`) is refused to anyone else before it is tried, so another
 * account can neither use nor burn it.
 */
export async function checkOtp(
  ctx: AuthContext,
  request: FastifyRequest,
  purpose: OtpPurpose,
  code: string,
  ownerId?: string,
): Promise<OtpRow> {
  const otp = await otpOfRequest(ctx, request);
  if (ownerId !== undefined && otpPayload(otp).userId !== ownerId) throw new AppError('FORBIDDEN');
  await enforceRateLimits(ctx.deps.rateLimiter, [
    { policy: RATE_POLICIES.otpVerifyPerIdentifier, key: `${otp.org_id}:${otp.identifier}` },
  ]);
  return countFailures(ctx.deps.rateLimiter, RATE_POLICIES.codeFailuresPerIp, request.ip, () =>
    spendOtp(ctx, otp, purpose, code),
  );
}

/** Spends the code if it is the right one for this step; any other entry is a failure. */
async function spendOtp(
  ctx: AuthContext,
  otp: OtpRow,
  purpose: OtpPurpose,
  code: string,
): Promise<OtpRow> {
  const now = ctx.deps.clock();
  if (otp.purpose !== purpose) throw new AppError('OTP_INVALID');
  if (otp.used_at !== null) throw new AppError('OTP_EXPIRED');
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_EXHAUSTED');
  if (otp.expires_at <= now) throw new AppError('OTP_EXPIRED');
  const expected = hashOtp(
    code,
    { id: otp.id, purpose, identifier: otp.identifier },
    ctx.deps.tokenSecret,
  );
  if (!sameHash(expected, otp.code_hash)) {
    await ctx.store.countOtpAttempt(otp.id);
    throw new AppError(otp.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'OTP_EXHAUSTED' : 'OTP_INVALID');
  }
  // Before the code is spent: should the counters be unreachable, the person may enter it again.
  const { sentFrom } = otpPayload(otp);
  if (sentFrom !== undefined) await confirmMessage(ctx.deps.rateLimiter, sentFrom);
  if (!(await ctx.store.useOtp(otp.id, now))) throw new AppError('OTP_EXPIRED');
  return otp;
}

/**
 * A sign-up's claim on its identifier: the password and names it chose, applied only when its code
 * is entered, so whoever owns the mobile or e-mail decides the account's password.
 */
const signUpClaim = z.object({
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** What a code is sent for, besides its channel and locale. */
const otpPayloadFields = z.object({
  userId: z.string(),
  deviceId: z.string().optional(),
  claim: signUpClaim.optional(),
});
type OtpPayloadFields = z.infer<typeof otpPayloadFields>;

const otpPayloadSchema = otpPayloadFields.extend({
  channel: z.enum(['sms', 'email']),
  locale: z.string().optional(),
  /** The address the code was asked from. */
  sentFrom: z.string().optional(),
});

/** What the code was sent for, as stored with it. */
export function otpPayload(otp: OtpRow): z.infer<typeof otpPayloadSchema> {
  return otpPayloadSchema.parse(JSON.parse(otp.payload));
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
