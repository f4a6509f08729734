import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { callUrl } from '../../domain/contracts/defineCall.ts';
import { EVENT_MAX_BYTES, pushEventCall } from '../../domain/contracts/events.ts';
import { browserId } from '../api/tokenStore.ts';
import { APP_NAME, CLIENT_PLATFORM, IN_WEB_VIEW } from '../platform/clientPlatform.ts';
import { handToNativeApp } from './nativeAnalytics.ts';

/**
 * Text/plain is a type a beacon may carry to any origin without a preflight, so the events
 * service can live on another host; the service reads it as JSON.
 */
const BEACON_TYPE = 'text/plain;charset=UTF-8';

const sizeOf = (text: string) => new TextEncoder().encode(text).length;

function eventUrl(namespace: string, topic: string): string {
  const query = new URLSearchParams({ namespace, topic }).toString();
  return `${callUrl(pushEventCall)}?${query}`;
}

/** An event over the service's limit would be refused whole: its size is reported instead. */
function boundedBody(event: Record<string, unknown>, base: Record<string, unknown>): string {
  const body = JSON.stringify(event);
  const size = sizeOf(body);
  return size <= EVENT_MAX_BYTES ? body : JSON.stringify({ ...base, oversized_bytes: size });
}

function beacon(url: string, body: string): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(url, new Blob([body], { type: BEACON_TYPE }));
  } catch {
    return false;
  }
}

/**
 * Delivers one event (POST /de/events/push/v2 with namespace and topic): to the native app inside
 * its web view; else by beacon, which survives the page closing; else, or when the browser refuses
 * the beacon, by an ordinary post that records the failed beacon (shell spec §8). Never reports
 * its own failure as another event, so a broken events service cannot start a loop.
 */
export function sendEvent(namespace: string, topic: string, payload: Record<string, unknown>) {
  const base = {
    browser_id: browserId(),
    platform: CLIENT_PLATFORM,
    app_name: APP_NAME,
    sent_at: Date.now(),
  };
  const event = { ...payload, ...base };
  if (IN_WEB_VIEW && handToNativeApp(CLIENT_PLATFORM, window, namespace, topic, event)) return;
  const url = eventUrl(namespace, topic);
  if (beacon(url, boundedBody(event, base))) return;
  fetch(url, {
    method: 'POST',
    body: boundedBody({ ...event, beacon_failed: true }, { ...base, beacon_failed: true }),
    keepalive: true,
    headers: { 'content-type': 'application/json', [AUTH_HEADERS.browserId]: base.browser_id },
  }).catch((error: unknown) => console.error(`event ${namespace}/${topic} was lost`, error));
}
