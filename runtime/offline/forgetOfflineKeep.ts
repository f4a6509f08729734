import { forgetConfirmedEvents } from '../mockTests/testEventStore.ts';
import { keptRuns } from './offlineRules.ts';

/**
 * The session's cache. The worker stays registered: it is the app's (its shell's caches and
 * push), not the keep's alone, and with no run kept it serves no page of a test.
 */
async function forgetRunCache(sessionId: string): Promise<void> {
  // No Cache API (an insecure origin): nothing was ever kept.
  if (!('caches' in globalThis)) return;
  const runs = keptRuns(await caches.keys());
  const mine = runs.filter((run) => run.sessionId === sessionId);
  await Promise.all(mine.map((run) => caches.delete(run.cache)));
}

/**
 * After submit, what was kept of the session for a reload while offline (issue 13) is no longer
 * needed: its cache and the events the server confirmed.
 */
export async function forgetOfflineKeep(sessionId: string): Promise<void> {
  await Promise.all([forgetRunCache(sessionId), forgetConfirmedEvents(sessionId)]);
}
