import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { serverMessage } from '../../i18n/serverMessages.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import type { AuthContext } from './AuthContext.ts';
import type { OtpRow } from './authStore.ts';
import { hashOtp, newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type OtpPurpose } from './otpCodes.ts';
import { signToken, verifyToken } from './tokens.ts';

export interface OtpRequest {
  purpose: OtpPurpose;
  channel: 'sms' | 'email';
  identifier: string;
  payload: { userId: string; deviceId?: string };
  locale: string | undefined;
}

const MS_PER_MINUTE = 60_000;

/** Creates and sends a code; answers the header that ties the later entry to this code. */
export async function sendOtp(
  ctx: AuthContext,
  request: FastifyRequest,
  otp: OtpRequest,
): Promise<Record<string, string>> {
  const orgId = request.brand.organisationId;
  await enforceRateLimits(ctx.deps.rateLimiter, [
    { policy: RATE_POLICIES.otpSendPerIdentifier, key: `${orgId}:${otp.identifier}` },
    { policy: RATE_POLICIES.otpSendPerIp, key: request.ip },
  ]);
  const now = ctx.deps.clock();
  const id = randomUUID();
  const code = newOtpCode();
  await ctx.store.insertOtp({
    id,
    org_id: orgId,
    purpose: otp.purpose,
    identifier: otp.identifier,
    code_hash: hashOtp(
      code,
      { id, purpose: otp.purpose, identifier: otp.identifier },
      ctx.deps.tokenSecret,
    ),
    payload: JSON.stringify({ ...otp.payload, channel: otp.channel, locale: otp.locale }),
    expires_at: now + OTP_TTL_MS,
    created_at: now,
  });
  const values = { code, brand: request.brand.name, minutes: OTP_TTL_MS / MS_PER_MINUTE };
  await ctx.deps.otpSender.send({
    orgId,
    channel: otp.channel,
    recipient: otp.identifier,
    subject: serverMessage('otp.subject', otp.locale, values),
    body: serverMessage('otp.body', otp.locale, values),
  });
  const token = signToken(
    { kind: 'otp', org: orgId, oid: id, exp: now + OTP_TTL_MS },
    ctx.deps.tokenSecret,
  );
  return { [AUTH_HEADERS.otpToken]: token };
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
    { policy: RATE_POLICIES.otpVerifyPerIp, key: request.ip },
  ]);
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
  if (!(await ctx.store.useOtp(otp.id, now))) throw new AppError('OTP_EXPIRED');
  return otp;
}

const otpPayloadSchema = z.object({
  userId: z.string(),
  deviceId: z.string().optional(),
  channel: z.enum(['sms', 'email']),
  locale: z.string().optional(),
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
