import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { pushEventCall } from '../../domain/contracts/events.ts';
import { SERVICE_BASES } from '../api/serviceBases.ts';
import { browserId } from '../api/tokenStore.ts';
import { APP_NAME, CLIENT_PLATFORM } from '../platform/clientPlatform.ts';

/**
 * Sends an analytics or error event (POST /de/events/push/v2 with namespace and topic): by beacon
 * where the browser has one, so it survives the page closing; otherwise, or when the browser
 * refuses the beacon, by an ordinary post that records the failed beacon (shell spec §8).
 */
export function trackEvent(namespace: string, topic: string, payload: Record<string, unknown>) {
  const query = new URLSearchParams({ namespace, topic }).toString();
  const url = `${SERVICE_BASES.events}${pushEventCall.path}?${query}`;
  const event = {
    ...payload,
    browser_id: browserId(),
    platform: CLIENT_PLATFORM,
    app_name: APP_NAME,
    sent_at: Date.now(),
  };
  const beaconSent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([JSON.stringify(event)], { type: 'application/json' }));
  if (beaconSent) return;
  fetch(url, {
    method: 'POST',
    body: JSON.stringify({ ...event, beacon_failed: true }),
    keepalive: true,
    headers: { 'content-type': 'application/json', [AUTH_HEADERS.browserId]: browserId() },
  }).catch((error: unknown) => console.error(`event ${namespace}/${topic} was lost`, error));
}
