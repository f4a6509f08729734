import { registerAppWorker } from '../offline/registerAppWorker.ts';
import { watchBuildVersion } from './buildUpdate.ts';

/**
 * What only a built app does, loaded after the first paint in one chunk: it watches for newer
 * builds (buildUpdate.ts) and registers the app's service worker (registerAppWorker.ts), whose
 * caches such a newer build replaces.
 */
export function startBuiltApp(running: string): void {
  watchBuildVersion(running);
  registerAppWorker();
}
