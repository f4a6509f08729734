import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import type { PracticeContent } from './PracticeContent.ts';
import { practiceStore, type PracticeStore, type SessionRow } from './practiceStore.ts';

/** What the practice service's handlers share. */
export interface PracticeContext {
  store: PracticeStore;
  content: PracticeContent;
  deps: AppDeps;
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /** The child's own session: another child's is 403, none at all 404. */
  sessionOf: (child: ChildSession, id: string) => Promise<SessionRow>;
}

export function practiceContext(deps: AppDeps, content: PracticeContent): PracticeContext {
  const store = practiceStore(deps.db);
  const sessions = sessionStore(deps.db);
  return {
    store,
    content,
    deps,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
    async sessionOf(child, id) {
      const session = await store.session(child.profile.id, id);
      if (session) return session;
      if (await store.sessionOwner(id)) throw new AppError('FORBIDDEN');
      throw new AppError('SESSION_NOT_FOUND');
    },
  };
}
