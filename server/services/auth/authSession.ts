import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { linkedProfile, userDetails } from '../../../domain/contracts/session.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { isLocale } from '../../../domain/rules/locales.ts';
import type { Brand } from '../../../schemas/types.generated.ts';
import type { AuthContext } from './AuthContext.ts';
import { passwordPromptToken } from './passwordPrompt.ts';
import type { ProfileRow, UserRow } from './authStore.ts';
import { mayUse, type RootSession } from '../../sessions/requireRoot.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  signToken,
  verifyToken,
} from '../../sessions/tokens.ts';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A fresh access token and a rotated refresh token for a login, as answer headers. */
export async function issueTokens(
  ctx: AuthContext,
  user: UserRow,
  loginId: string,
): Promise<Record<string, string>> {
  const now = ctx.deps.clock();
  const refresh = newRefreshToken();
  await ctx.store.storeRefreshToken(sha256(refresh), loginId, now, now + REFRESH_TOKEN_TTL_MS);
  const token = signToken(
    { kind: 'root', sub: user.id, org: user.org_id, lid: loginId, exp: now + ACCESS_TOKEN_TTL_MS },
    ctx.deps.tokenSecret,
  );
  return { [AUTH_HEADERS.token]: token, [AUTH_HEADERS.refreshToken]: refresh };
}

/** The child profile a child token names, which must belong to the signed-in parent. */
export async function requireOwnChild(
  ctx: AuthContext,
  request: FastifyRequest,
  session: RootSession,
): Promise<ProfileRow> {
  const header = request.headers[AUTH_HEADERS.childToken];
  if (typeof header !== 'string') throw new AppError('UNAUTHORISED');
  const claims = verifyToken(header, 'child', ctx.deps.tokenSecret, ctx.deps.clock());
  if (claims.sub !== session.user.id || claims.org !== session.user.org_id)
    throw new AppError('FORBIDDEN');
  const profile = await ctx.store.findProfile(session.user.id, claims.pid);
  if (!profile) throw new AppError('PROFILE_NOT_FOUND');
  return profile;
}

export function childToken(ctx: AuthContext, session: RootSession, profileId: string): string {
  const exp = ctx.deps.clock() + ACCESS_TOKEN_TTL_MS;
  return signToken(
    {
      kind: 'child',
      sub: session.user.id,
      org: session.user.org_id,
      lid: session.loginId,
      pid: profileId,
      exp,
    },
    ctx.deps.tokenSecret,
  );
}

export function toUserDetails(user: UserRow): z.infer<typeof userDetails> {
  return {
    id: user.id,
    org_id: user.org_id,
    email: user.email,
    mobile: user.mobile,
    email_verified: user.email_verified === 1,
    mobile_verified: user.mobile_verified === 1,
    first_name: user.first_name,
    last_name: user.last_name,
  };
}

export function toLinkedProfile(
  ctx: AuthContext,
  session: RootSession,
  profile: ProfileRow,
): z.infer<typeof linkedProfile> {
  return {
    id: profile.id,
    token: childToken(ctx, session, profile.id),
    profile_details: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      primary_goal: profile.primary_goal,
      primary_exam: profile.primary_exam,
      locale: isLocale(profile.locale) ? profile.locale : 'en',
      video_quality: profile.video_quality,
      meta: JSON.parse(profile.meta) as Record<string, unknown>,
    },
  };
}

/**
 * The connected response: the account, its child profiles (each with a fresh child token) and,
 * while a password-less account should still be asked to set a password, the prompt's token. An
 * account that must still verify gets no profiles, so no child token either.
 */
export async function connectedResponse(
  ctx: AuthContext,
  brand: Pick<Brand, 'switches'>,
  session: RootSession,
) {
  const profiles = mayUse(session.user, brand) ? await ctx.store.listProfiles(session.user.id) : [];
  return {
    data: {
      user_details: toUserDetails(session.user),
      linked_profiles: profiles.map((p) => toLinkedProfile(ctx, session, p)),
      skip_password_token: passwordPromptToken(ctx, session.user),
    },
  };
}

/** Signs in on a new login of the device: the connected response, and the tokens as headers. */
export async function signIn(
  ctx: AuthContext,
  brand: Pick<Brand, 'switches'>,
  user: UserRow,
  deviceId: string,
) {
  const loginId = await ctx.store.createLogin(user.id, deviceId, ctx.deps.clock());
  const headers = await issueTokens(ctx, user, loginId);
  return { body: await connectedResponse(ctx, brand, { user, loginId }), headers };
}
