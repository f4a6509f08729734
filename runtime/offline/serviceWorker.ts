import * as z from 'zod/mini';
import { appLink, pushMessage } from '../../domain/notifications/pushMessage.ts';
import { precacheFilesFor, SHELL_PRECACHE_PLACEHOLDER } from '../../domain/shell/shellPrecache.ts';
import {
  keepable,
  keptRuns,
  mayFallUnderKeep,
  offlineRule,
  SHELL_PATH,
  withoutTokens,
  type OfflineRule,
} from './offlineRules.ts';
import { keepMessage, shellWorker } from './shellWorker.ts';

/**
 * The app's worker, served as /sw.js, registered by every page of a built app
 * (registerAppWorker.ts). The app shell (issue 21): shellWorker.ts precaches the brand's shell and
 * answers pages and build files from its caches. The offline keep (issue 13): it carries out
 * offlineRules.ts for a test kept on the device (keepRunOffline.ts), before the shell. Web push (issue 17): registered when the student switches push on
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
interface MessagingEvent extends WaitingEvent {
  data: unknown;
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
  addEventListener(type: 'message', listener: (event: MessagingEvent) => void): void;
}
declare const self: WorkerScope;

// The build replaces the placeholder with every brand's list (cli/build/shellPrecachePlugin.ts).
// The dev server's modules change under one address: nothing of them is cached.
const version = import.meta.env.ABHYAS_BUILD_VERSION;
const shell =
  import.meta.env.PROD && version
    ? shellWorker(version, precacheFilesFor(SHELL_PRECACHE_PLACEHOLDER, self.location.hostname))
    : undefined;

// A new build's worker takes over at once: the old build's pages asked the network first anyway.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  shell?.install(event);
});
// Claimed at once: the page that registered it (a test starting, a first visit) is served now.
self.addEventListener('activate', (event) => {
  shell?.activate(event);
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const facts = {
    method: request.method,
    url: request.url,
    mode: request.mode,
    referrer: request.referrer,
  };
  // Anything else is not answered at all: the browser sends it as the page's own request.
  if (!mayFallUnderKeep(facts, self.location.origin)) return;
  event.respondWith(
    caches.keys().then((names) => {
      const rule = offlineRule(facts, self.location.origin, keptRuns(names));
      if (rule.kind === 'network') return shell?.handle(request, event) ?? fetch(request);
      return answer(rule, request);
    }),
  );
});

self.addEventListener('message', (event) => {
  const message = z.safeParse(keepMessage, event.data);
  if (!message.success) {
    console.warn('the worker ignored a message it does not know', message.error);
    return;
  }
  if (!shell) return;
  event.waitUntil(
    shell
      .keep(message.data)
      .catch((error: unknown) => console.warn('the page’s files were not all kept', error)),
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
