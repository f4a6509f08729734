import webpush from 'web-push';
import type { NoticeChannel } from './NoticeChannel.ts';
import type { PushSettings } from './PushSettings.ts';
import { pushSubscriptionOf } from './pushSubscriptionOf.ts';

/** How long a push service keeps a notice for a device that is offline. */
export const PUSH_TTL_S = 24 * 60 * 60;
/** A push service slower than this counts as failed; the delivery is tried again later. */
export const PUSH_TIMEOUT_MS = 10_000;
/** A push service's answer for a subscription that no longer exists. */
const GONE_STATUSES: readonly number[] = [404, 410];

/**
 * Web Push (RFC 8030, payload encrypted per RFC 8291 as aes128gcm, VAPID per RFC 8292) through the
 * `web-push` package. The payload is `{ title, body, link }`, which the service worker shows.
 */
export function webPushChannel(settings: PushSettings): NoticeChannel {
  return {
    configured: true,
    async send({ to, title, body, link }) {
      const subscription = pushSubscriptionOf(to, settings.endpointHosts);
      if (!subscription) return 'gone';
      try {
        await webpush.sendNotification(subscription, JSON.stringify({ title, body, link }), {
          vapidDetails: settings.vapid,
          TTL: PUSH_TTL_S,
          timeout: PUSH_TIMEOUT_MS,
          ...(settings.agent && { agent: settings.agent }),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && GONE_STATUSES.includes(error.statusCode))
          return 'gone';
        throw error;
      }
    },
  };
}
