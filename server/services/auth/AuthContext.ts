import type { AppDeps } from '../../AppDeps.ts';
import type { AuthStore } from './authStore.ts';

/** What the auth service's handlers share. */
export interface AuthContext {
  store: AuthStore;
  deps: AppDeps;
}
