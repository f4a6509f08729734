import type { FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { AppError } from '../../domain/errors.ts';
import type { ProfileRow, SessionStore } from './sessionStore.ts';
import { verifyToken } from './tokens.ts';

/** The child profile a content call acts for. */
export interface ChildSession {
  profile: ProfileRow;
  userId: string;
  orgId: number;
  loginId: string;
}

/**
 * The child behind the child token of a content call (shell spec §6: the child token for content
 * calls). A token of another organisation's host, of an ended login or of a removed profile is
 * refused like no token at all.
 */
export async function requireChild(
  store: SessionStore,
  request: FastifyRequest,
  secret: string,
  now: number,
): Promise<ChildSession> {
  const header = request.headers[AUTH_HEADERS.token];
  if (typeof header !== 'string') throw new AppError('UNAUTHORISED');
  const claims = verifyToken(header, 'child', secret, now);
  if (claims.org !== request.brand.organisationId) throw new AppError('UNAUTHORISED');
  // One read on every content call; the two below only tell a refusal's reason.
  const profile = await store.findOpenProfile(claims.lid, claims.sub, claims.pid);
  if (!profile) {
    const login = await store.findLogin(claims.lid);
    if (!login || login.revoked_at !== null || login.user_id !== claims.sub)
      throw new AppError('SESSION_REVOKED');
    throw new AppError('UNAUTHORISED');
  }
  return { profile, userId: claims.sub, orgId: claims.org, loginId: claims.lid };
}

/** A child id named in a call must be the caller's own child (another child's data is 403). */
export function requireSameChild(session: ChildSession, childId: string): void {
  if (childId !== session.profile.id) throw new AppError('FORBIDDEN');
}
