import type { FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { AppError } from '../../domain/errors.ts';
import type { Brand } from '../../schemas/types.generated.ts';
import type { AppDeps } from '../AppDeps.ts';
import type { SessionStore, UserRow } from './sessionStore.ts';
import { verifyToken } from './tokens.ts';

/** What checking a root token takes: the lookups and the secret and clock it was signed with. */
export interface SessionChecks {
  store: SessionStore;
  deps: Pick<AppDeps, 'tokenSecret' | 'clock'>;
}

export interface RootSession {
  user: UserRow;
  loginId: string;
}

export function isVerified(user: UserRow): boolean {
  return user.mobile_verified === 1 || user.email_verified === 1;
}

/**
 * Whether the account may use the app: it confirmed its mobile or e-mail, or the brand does not ask
 * it to. An account that never did may be someone else's number typed in: until the code is
 * entered it may only verify (shell spec §5, account verification).
 */
export function mayUse(user: UserRow, brand: Pick<Brand, 'switches'>): boolean {
  return isVerified(user) || !brand.switches.accountVerification;
}

/**
 * The parent account behind the root token of this request. A token from another organisation's
 * host, of an ended login or of a deleted account is refused like no token at all. An account that
 * must still verify is refused (ACCOUNT_NOT_VERIFIED) unless the call is part of verifying
 * (`unverified: 'allow'`).
 */
export async function requireRoot(
  ctx: SessionChecks,
  request: FastifyRequest,
  options: { unverified: 'allow' | 'refuse' } = { unverified: 'refuse' },
): Promise<RootSession> {
  const header = request.headers[AUTH_HEADERS.token];
  if (typeof header !== 'string') throw new AppError('UNAUTHORISED');
  const claims = verifyToken(header, 'root', ctx.deps.tokenSecret, ctx.deps.clock());
  if (claims.org !== request.brand.organisationId) throw new AppError('UNAUTHORISED');
  const login = await ctx.store.findLogin(claims.lid);
  if (!login || login.revoked_at !== null || login.user_id !== claims.sub)
    throw new AppError('SESSION_REVOKED');
  const user = await ctx.store.findUserById(claims.org, claims.sub);
  if (!user) throw new AppError('UNAUTHORISED');
  if (options.unverified === 'refuse' && !mayUse(user, request.brand))
    throw new AppError('ACCOUNT_NOT_VERIFIED');
  return { user, loginId: claims.lid };
}
