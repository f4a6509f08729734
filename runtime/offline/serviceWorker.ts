import {
  keepable,
  keptRuns,
  offlineRule,
  SHELL_PATH,
  withoutTokens,
  type OfflineRule,
} from './offlineRules.ts';

/**
 * The offline keep's worker (issue 13), served as /sw.js: it carries out offlineRules.ts and
 * nothing else. Registered only when a test starts (keepRunOffline.ts); with no run kept every
 * request goes to the network untouched.
 */
// The few worker types used, declared here: the "webworker" lib cannot share a program with "DOM".
interface WaitingEvent {
  waitUntil(done: Promise<unknown>): void;
}
interface FetchingEvent extends WaitingEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchingEvent) => void): void;
}
declare const self: WorkerScope;

self.addEventListener('install', () => void self.skipWaiting());
// Claimed at once: the page that started the test keeps its reopen calls from now on.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  event.respondWith(
    caches.keys().then((names) => {
      const facts = {
        method: request.method,
        url: request.url,
        mode: request.mode,
        referrer: request.referrer,
      };
      return answer(offlineRule(facts, self.location.origin, keptRuns(names)), request);
    }),
  );
});

async function answer(rule: OfflineRule, request: Request): Promise<Response> {
  if (rule.kind === 'network') return fetch(request);
  const cache = await caches.open(rule.cache);
  if (rule.kind === 'cacheFirst') {
    const kept = await cache.match(request);
    if (kept) return kept;
    const fresh = await fetch(request);
    if (keepable(fresh.status)) await cache.put(request, fresh.clone());
    return fresh;
  }
  const key = rule.kind === 'shell' ? SHELL_PATH : rule.key;
  try {
    const fresh = await fetch(request);
    if (rule.kind === 'networkFirst' && keepable(fresh.status))
      await cache.put(key, rule.keep === 'whole' ? fresh.clone() : await tokenless(fresh));
    return fresh;
  } catch (error) {
    // Only a network failure falls back; an answer the server gave (even an error) is passed on.
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** The answer's JSON with its tokens blanked, and none of its headers (they may carry tokens). */
async function tokenless(answer: Response): Promise<Response> {
  const body: unknown = await answer.clone().json();
  return new Response(JSON.stringify(withoutTokens(body)), {
    headers: { 'content-type': 'application/json' },
  });
}
