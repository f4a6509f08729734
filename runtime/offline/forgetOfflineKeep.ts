import { forgetConfirmedEvents } from '../mockTests/testEventStore.ts';
import { keptRuns } from './offlineRules.ts';

/**
 * The session's cache, and the worker with it once no test is kept (so it serves no page), unless
 * it carries the student's push subscription: unregistering would end the subscription, and push
 * messages with it.
 */
async function forgetRunCache(sessionId: string): Promise<void> {
  // No Cache API (an insecure origin): nothing was ever kept.
  if (!('caches' in globalThis)) return;
  const runs = keptRuns(await caches.keys());
  const mine = runs.filter((run) => run.sessionId === sessionId);
  await Promise.all(mine.map((run) => caches.delete(run.cache)));
  if (runs.length > mine.length || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map(unregisterUnlessPushing));
}

async function unregisterUnlessPushing(registration: ServiceWorkerRegistration): Promise<void> {
  // Optional: browsers without the Push API have no pushManager at all.
  const pushing = await (registration.pushManager as PushManager | undefined)?.getSubscription();
  if (!pushing) await registration.unregister();
}

/**
 * After submit, what was kept of the session for a reload while offline (issue 13) is no longer
 * needed: its cache, the worker once no other test is kept, and the events the server confirmed.
 */
export async function forgetOfflineKeep(sessionId: string): Promise<void> {
  await Promise.all([forgetRunCache(sessionId), forgetConfirmedEvents(sessionId)]);
}
