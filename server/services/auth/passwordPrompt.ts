import type { FastifyInstance, FastifyRequest } from 'fastify';
import { skipPasswordCountCall, skipPasswordSetCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { AuthContext } from './AuthContext.ts';
import type { UserRow } from './authStore.ts';
import { hashPassword } from './passwords.ts';
import { SKIP_PASSWORD_TOKEN_TTL_MS, signToken, verifyToken } from '../../sessions/tokens.ts';

/** After this many "later"s a password-less account is not asked again (it can still set one). */
export const PASSWORD_PROMPT_MAX_SKIPS = 3;

/**
 * The skip-password token of an account made without a password (Google, Facebook, cloud sign-on)
 * that has not put the prompt off too often; null for everyone else.
 */
export function passwordPromptToken(ctx: AuthContext, user: UserRow): string | null {
  if (user.password_hash !== null || user.password_prompt_skips >= PASSWORD_PROMPT_MAX_SKIPS)
    return null;
  const exp = ctx.deps.clock() + SKIP_PASSWORD_TOKEN_TTL_MS;
  return signToken({ kind: 'skip', sub: user.id, org: user.org_id, exp }, ctx.deps.tokenSecret);
}

/** The skip_password calls of shell spec §7: put the prompt off, or set the first password. */
export function passwordPromptRoutes(app: FastifyInstance, ctx: AuthContext) {
  const accountOf = async (request: FastifyRequest): Promise<UserRow> => {
    const claims = verifyToken(
      String(request.headers[AUTH_HEADERS.skipPasswordToken]),
      'skip',
      ctx.deps.tokenSecret,
      ctx.deps.clock(),
    );
    const user =
      claims.org === request.brand.organisationId
        ? await ctx.store.findUserById(claims.org, claims.sub)
        : undefined;
    if (!user) throw new AppError('UNAUTHORISED');
    return user;
  };

  registerCall(app, skipPasswordCountCall, async (_input, request) => {
    const user = await accountOf(request);
    const skips = await ctx.store.countPasswordPromptSkip(user.id);
    return { body: { data: { skips, ask_again: skips < PASSWORD_PROMPT_MAX_SKIPS } } };
  });

  registerCall(app, skipPasswordSetCall, async ({ body }, request) => {
    const user = await accountOf(request);
    if (!(await ctx.store.setFirstPassword(user.id, await hashPassword(body.password))))
      throw new AppError('PASSWORD_ALREADY_SET');
    return { body: { data: { updated: true as const } } };
  });
}
