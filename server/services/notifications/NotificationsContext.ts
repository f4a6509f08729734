import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import type { Notifier } from './Notifier.ts';
import { notificationsStore, type NotificationsStore } from './notificationsStore.ts';

/** What every route group of the notifications service is built from. */
export interface NotificationsContext {
  deps: AppDeps;
  store: NotificationsStore;
  notifier: Notifier;
  /** The child profile behind a child token: every call is a profile's own. */
  child: (request: FastifyRequest) => Promise<ChildSession>;
}

export function notificationsContext(deps: AppDeps, notifier: Notifier): NotificationsContext {
  const sessions = sessionStore(deps.db);
  return {
    deps,
    store: notificationsStore(deps.db),
    notifier,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
  };
}
