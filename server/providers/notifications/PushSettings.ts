import type { Agent } from 'node:https';

/** The server's VAPID identity: the browser subscribes with the public key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for push services to reach: `mailto:` or `https:`. */
  subject: string;
}

/** How Web Push is sent: VAPID keys, and (tests only) the TLS agent that trusts a local service. */
export interface PushSettings {
  vapid: VapidKeys;
  agent?: Agent;
  /**
   * Host names (or suffixes after a dot) a subscription's endpoint may name: the browsers' push
   * services by default, so a token cannot make the server post to any address it likes.
   */
  endpointHosts?: readonly string[];
}

/** Push services of Chrome/Edge (FCM), Firefox (Mozilla), Safari (Apple) and Windows (WNS). */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];
