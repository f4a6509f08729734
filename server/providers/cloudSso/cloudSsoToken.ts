import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../domain/errors.ts';
import { MOBILE_PATTERN } from '../../../domain/rules/patterns.ts';

/** The partner cloud signs its tokens with this shared secret and names itself as issuer. */
export interface CloudSsoConfig {
  secret: string;
  issuer: string;
}

/** A partner token is a hand-over, not a session: it must be short-lived. */
export const CLOUD_TOKEN_MAX_LIFETIME_S = 300;
/** Clocks of two machines may disagree by this much. */
export const CLOUD_CLOCK_SKEW_S = 60;

const header = z.object({ alg: z.literal('HS256'), typ: z.literal('JWT').optional() });
const claims = z
  .object({
    iss: z.string(),
    /** The organisation id the token is for, so it cannot sign in on another brand's host. */
    aud: z.string(),
    sub: z.string().min(1).max(128),
    jti: z.string().min(8).max(128),
    iat: z.number(),
    exp: z.number(),
    mobile: z.string().regex(MOBILE_PATTERN).optional(),
    email: z
      .email()
      .max(254)
      .transform((e) => e.toLowerCase())
      .optional(),
    name: z.string().max(120).optional(),
  })
  .refine((c) => c.mobile !== undefined || c.email !== undefined, 'needs mobile or email');

export type CloudClaims = z.infer<typeof claims>;

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks a partner's sign-in token (a JWT, RFC 7519, signed HS256 with the shared secret) and
 * answers its claims: right signature, issuer and organisation, not expired, and short-lived.
 * Whether it was used before is the caller's check. Anything wrong is CLOUD_TOKEN_INVALID.
 */
export function verifyCloudToken(
  token: string,
  config: CloudSsoConfig,
  orgId: number,
  nowMs: number,
): CloudClaims {
  const invalid = () => new AppError('CLOUD_TOKEN_INVALID');
  const [head = '', payload = '', signature = ''] = token.split('.');
  const expected = createHmac('sha256', config.secret).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (!header.safeParse(decodePart(head)).success) throw invalid();
  const parsed = claims.safeParse(decodePart(payload));
  if (!parsed.success) throw invalid();
  const c = parsed.data;
  const now = nowMs / 1000;
  const fresh =
    c.exp > now && c.iat <= now + CLOUD_CLOCK_SKEW_S && c.exp - c.iat <= CLOUD_TOKEN_MAX_LIFETIME_S;
  if (c.iss !== config.issuer || c.aud !== String(orgId) || !fresh) throw invalid();
  return c;
}
