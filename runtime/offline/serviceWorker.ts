import { appLink, pushMessage } from '../../domain/notifications/pushMessage.ts';
import {
  keepable,
  keptRuns,
  offlineRule,
  SHELL_PATH,
  withoutTokens,
  type OfflineRule,
} from './offlineRules.ts';

/**
 * The app's worker, served as /sw.js. The offline keep (issue 13): it carries out offlineRules.ts,
 * registered when a test starts (keepRunOffline.ts); with no run kept every request goes to the
 * network untouched. Web push (issue 17): registered when the student switches push on
 * (runtime/notifications/webPush.ts), it shows the notifier's messages and opens their link.
 */
// The few worker types used, declared here: the "webworker" lib cannot share a program with "DOM".
interface WaitingEvent {
  waitUntil(done: Promise<unknown>): void;
}
interface FetchingEvent extends WaitingEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface PushingEvent extends WaitingEvent {
  data: { json(): unknown } | null;
}
interface ClickingEvent extends WaitingEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    showNotification(
      title: string,
      options: { body: string; data: unknown; tag?: string },
    ): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchingEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushingEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickingEvent) => void): void;
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

self.addEventListener('push', (event) => {
  const message = pushMessage(readJson(event.data));
  // A message that is not the notifier's shows nothing rather than an empty notification.
  if (message)
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        data: { link: message.link },
      }),
    );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = appLink((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil(openLink(new URL(link, self.location.origin).href));
});

function readJson(data: PushingEvent['data']): unknown {
  try {
    return data?.json();
  } catch {
    console.warn('a push message that is not JSON was ignored');
    return undefined;
  }
}

/** An open tab of the app is taken to the link; without one, a new tab opens on it. */
async function openLink(url: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
  if (tab) {
    await tab.focus();
    // A tab the worker does not control cannot be moved; a new one opens instead.
    if (await tab.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
