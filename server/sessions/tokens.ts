import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../domain/errors.ts';

/** Access tokens are short-lived: a stolen one is worth a quarter of an hour. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A login stays signed in this long without use; each use rotates the refresh token. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A verified password-reset code buys this long to choose the new password. */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The set-a-password prompt's token: long enough to think of a password, short if it leaks. */
export const SKIP_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A visitor's chat session (guest) and an organisation token last a day. */
export const GUEST_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const TOKEN_VERSION = 'v1';

const claimsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('root'),
    sub: z.string(),
    org: z.number(),
    lid: z.string(),
    exp: z.number(),
  }),
  z.object({
    kind: z.literal('child'),
    sub: z.string(),
    org: z.number(),
    lid: z.string(),
    pid: z.string(),
    exp: z.number(),
  }),
  z.object({ kind: z.literal('otp'), org: z.number(), oid: z.string(), exp: z.number() }),
  /** `jti`: the verified code it came from, so each reset is made once. */
  z.object({
    kind: z.literal('reset'),
    sub: z.string(),
    org: z.number(),
    jti: z.string(),
    exp: z.number(),
  }),
  z.object({ kind: z.literal('skip'), sub: z.string(), org: z.number(), exp: z.number() }),
  z.object({ kind: z.literal('guest'), gid: z.string(), org: z.number(), exp: z.number() }),
  z.object({ kind: z.literal('org'), org: z.number(), exp: z.number() }),
]);

export type TokenClaims = z.infer<typeof claimsSchema>;
type ClaimsOf<K extends TokenClaims['kind']> = Extract<TokenClaims, { kind: K }>;

/** Signed, self-describing tokens: `v1.<claims>.<HMAC-SHA256>`, all base64url. */
export function signToken(claims: TokenClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${TOKEN_VERSION}.${body}.${mac(body, secret)}`;
}

/** The claims of a valid, unexpired token of the wanted kind; anything else is a 401. */
export function verifyToken<K extends TokenClaims['kind']>(
  token: string,
  kind: K,
  secret: string,
  now: number,
): ClaimsOf<K> {
  const [version, body, signature] = token.split('.');
  if (version !== TOKEN_VERSION || !body || !signature || !sameMac(signature, mac(body, secret))) {
    throw new AppError('UNAUTHORISED');
  }
  const parsed = claimsSchema.safeParse(
    JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
  );
  if (!parsed.success || parsed.data.kind !== kind) throw new AppError('UNAUTHORISED');
  if (parsed.data.exp <= now) throw new AppError('TOKEN_EXPIRED');
  return parsed.data as ClaimsOf<K>;
}

/** An opaque refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function mac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function sameMac(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
