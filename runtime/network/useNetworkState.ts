import { useSyncExternalStore } from 'react';
import { callUrl } from '../../domain/contracts/defineCall.ts';
import * as z from 'zod/mini';
import { serverNowCall } from '../../domain/contracts/mockTests.ts';

export type NetworkState = 'online' | 'slow' | 'offline';

/** A probe with no answer in this time marks the network slow (spec §9, "Slow network timer"). */
export const SLOW_NETWORK_MS = 2_000;
/**
 * Between probes while the page is visible. Often enough to notice a link going slow within half
 * a minute; rare enough to cost a student on a metered plan nothing worth counting (a tiny GET twice
 * a minute). A probe still unanswered when the next is due is abandoned, so at most one is pending.
 */
export const NETWORK_PROBE_INTERVAL_MS = 30_000;

const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/** navigator.connection (Network Information API) exists in Chromium only, and is not in lib.dom. */
const connectionShape = z.object({ effectiveType: z.optional(z.string()) });

function connection(): { target: EventTarget; effectiveType: string | undefined } | undefined {
  const value: unknown = Reflect.get(navigator, 'connection');
  if (!(value instanceof EventTarget)) return undefined;
  const parsed = z.safeParse(connectionShape, value);
  return { target: value, effectiveType: parsed.success ? parsed.data.effectiveType : undefined };
}

/** One state for the whole page, so every screen that shows it shares a single probe. */
const listeners = new Set<() => void>();
let probeSlow = false;
let probeTimer: ReturnType<typeof setInterval> | undefined;
let pending: AbortController | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function snapshot(): NetworkState {
  if (!navigator.onLine) return 'offline';
  const type = connection()?.effectiveType;
  if (probeSlow || (type !== undefined && SLOW_CONNECTION_TYPES.includes(type))) return 'slow';
  return 'online';
}

/** Asks the server the time and watches how long the answer takes; its content does not matter. */
function probe() {
  if (document.visibilityState !== 'visible' || !navigator.onLine) return;
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  const slow = setTimeout(() => {
    probeSlow = true;
    notify();
  }, SLOW_NETWORK_MS);
  const settle = (answered: boolean) => {
    clearTimeout(slow);
    if (pending === controller) pending = undefined;
    // A refused or failed request is still an answer: the link is quick, whatever the server said.
    // An abandoned one (aborted) says nothing new, so the slow mark it may have set stays.
    if (answered && probeSlow) {
      probeSlow = false;
      notify();
    }
  };
  fetch(callUrl(serverNowCall), { cache: 'no-store', signal: controller.signal })
    .then(() => settle(true))
    .catch(() => settle(!controller.signal.aborted));
}

function onVisibility() {
  if (document.visibilityState === 'visible') probe();
}

function onConnectivity() {
  notify();
  probe();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onConnectivity);
    window.addEventListener('offline', onConnectivity);
    document.addEventListener('visibilitychange', onVisibility);
    connection()?.target.addEventListener('change', notify);
    probe();
    probeTimer = setInterval(probe, NETWORK_PROBE_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onConnectivity);
    window.removeEventListener('offline', onConnectivity);
    document.removeEventListener('visibilitychange', onVisibility);
    connection()?.target.removeEventListener('change', notify);
    clearInterval(probeTimer);
    pending?.abort();
  };
}

/**
 * 'offline' when the browser says so; 'slow' on a 2G-class connection or when the server took
 * more than 2 s to answer the last probe (spec §4, "Online and time state"); 'online' otherwise.
 * Probes run only while the page is visible: a hidden tab shows nothing and should not spend data.
 */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(subscribe, snapshot, () => 'online');
}
