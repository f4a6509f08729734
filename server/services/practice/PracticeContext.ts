import type { FastifyRequest } from 'fastify';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import type { EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import { AppError } from '../../../domain/errors.ts';
import type { Notify } from '../../../domain/notifications/Notice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import type { PracticeContent } from './PracticeContent.ts';
import { practiceStore, type PracticeStore, type SessionRow } from './practiceStore.ts';
import type { ContentCache } from '../../content/contentCache.ts';

/** What the practice service's handlers share. */
export interface PracticeContext {
  store: PracticeStore;
  content: PracticeContent;
  deps: AppDeps;
  /** Tells the child of a milestone; a failed notice is logged, never the answer's failure. */
  notify: Notify;
  /** The embiums ledger (app.ts hands it in): answers and runs are awarded as they happen. */
  embiums: EmbiumLedger;
  /** The classroom service's check of the school ids a session or a bookmark carries. */
  schoolIds: SchoolIdsCheck;
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /** The child's own session: another child's is 403, none at all 404. */
  sessionOf: (child: ChildSession, id: string) => Promise<SessionRow>;
}

export function practiceContext(
  deps: AppDeps,
  content: PracticeContent,
  notify: Notify,
  embiums: EmbiumLedger,
  schoolIds: SchoolIdsCheck,
  cache: ContentCache,
): PracticeContext {
  const store = practiceStore(deps.db, cache);
  const sessions = sessionStore(deps.db);
  return {
    store,
    content,
    deps,
    notify,
    embiums,
    schoolIds,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
    async sessionOf(child, id) {
      const session = await store.session(child.profile.id, id);
      if (session) return session;
      if (await store.sessionOwner(id)) throw new AppError('FORBIDDEN');
      throw new AppError('SESSION_NOT_FOUND');
    },
  };
}
