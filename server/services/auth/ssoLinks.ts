import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors.ts';
import type { AuthContext } from './AuthContext.ts';
import { sha256 } from './authSession.ts';
import type { UserRow } from './authStore.ts';

/** A sign-in link lives long enough to scan a QR code, not to be forwarded. */
export const SSO_LINK_TTL_MS = 2 * 60 * 1000;

/**
 * Single sign-on by `lr`: a signed-in app asks for a one-use link token, another device opens the
 * web app with `?lr=…` and is signed in as the same account. Only the token's hash is stored.
 */
export async function createSsoLink(ctx: AuthContext, user: UserRow): Promise<string> {
  const id = randomUUID();
  const secret = randomBytes(24).toString('base64url');
  const now = ctx.deps.clock();
  await ctx.store.insertOtp({
    id,
    org_id: user.org_id,
    purpose: 'sso-link',
    identifier: user.id,
    code_hash: sha256(secret),
    payload: JSON.stringify({ userId: user.id, channel: 'sms' }),
    expires_at: now + SSO_LINK_TTL_MS,
    created_at: now,
  });
  return `${id}.${secret}`;
}

/** The account a link token signs in; unknown, used, expired or foreign tokens are SSO_INVALID. */
export async function redeemSsoLink(ctx: AuthContext, orgId: number, lr: string): Promise<UserRow> {
  const [id = '', secret = ''] = lr.split('.');
  const link = await ctx.store.findOtp(orgId, id);
  const now = ctx.deps.clock();
  const valid =
    link?.purpose === 'sso-link' &&
    link.used_at === null &&
    link.expires_at > now &&
    link.code_hash === sha256(secret);
  if (!link || !valid || !(await ctx.store.useOtp(link.id, now))) throw new AppError('SSO_INVALID');
  const user = await ctx.store.findUserById(orgId, link.identifier);
  if (!user) throw new AppError('SSO_INVALID');
  return user;
}
