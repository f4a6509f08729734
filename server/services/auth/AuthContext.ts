import type { Notify } from '../../../domain/notifications/Notice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { AuthStore } from './authStore.ts';

/** What the auth service's handlers share. */
export interface AuthContext {
  store: AuthStore;
  deps: AppDeps;
  /** Tells a child of something (an invite of the account's accepted). */
  notify: Notify;
}
