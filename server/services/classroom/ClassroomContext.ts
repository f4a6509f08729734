import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { classroomStore, type ClassroomStore } from './classroomStore.ts';

/**
 * What the classroom service's handlers share (classrooms, live classes and assignments): every
 * read is decided by one membership check, `memberClassIds`.
 */
export interface ClassroomContext {
  deps: AppDeps;
  store: ClassroomStore;
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /**
   * The classrooms the child is a member of now (not left, not archived), in the organisation of
   * the child's token (which requireChild has checked is the brand's).
   */
  memberClassIds: (child: ChildSession) => Promise<string[]>;
}

export function classroomContext(deps: AppDeps): ClassroomContext {
  const store = classroomStore(deps.db);
  const sessions = sessionStore(deps.db);
  return {
    deps,
    store,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
    memberClassIds: (child) => store.memberClassIds(child.orgId, child.profile.id),
  };
}
