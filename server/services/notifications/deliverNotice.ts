import * as z from 'zod/mini';
import { NOTICE_KINDS } from '../../../domain/contracts/notifications.ts';
import { AppError } from '../../../domain/errors.ts';
import type { NoticeChannel } from '../../providers/notifications/NoticeChannel.ts';
import type { RateLimiter } from '../../rateLimit/RateLimiter.ts';
import { channelPreferencesOf } from './channelPreferences.ts';
import { chargeNotice } from './chargeNotice.ts';
import type {
  DeliveryRow,
  DeliveryTarget,
  NotificationsStore,
  SkipReason,
} from './notificationsStore.ts';
import { renderNotice } from './renderNotice.ts';

/** The channels that deliver outside the app (the inbox is the notification row itself). */
export const DELIVERY_CHANNELS = ['EM', 'SMS', 'PN', 'WA'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type NoticeChannels = Readonly<Record<DeliveryChannel, NoticeChannel>>;

const deliveryChannel = z.enum(DELIVERY_CHANNELS);
const noticeKind = z.enum(NOTICE_KINDS);
/** Tokens of apps (`android`, `ios`) are FCM's, which this server does not send to. */
export const WEB_PLATFORM = 'web';

interface Addresses {
  /** The address the caps count (one for all of a child's push devices). */
  recipient: string;
  to: readonly { to: string; subscriptionId?: string }[];
}

async function addressesOf(
  store: NotificationsStore,
  channel: DeliveryChannel,
  target: DeliveryTarget,
): Promise<Addresses> {
  if (channel === 'EM')
    return { recipient: `email:${target.email}`, to: target.email ? [{ to: target.email }] : [] };
  if (channel !== 'PN')
    return {
      recipient: `mobile:${target.mobile}`,
      to: target.mobile ? [{ to: target.mobile }] : [],
    };
  const tokens = await store.pushTokensOf(target.notification.child_id);
  return {
    recipient: `push:${target.notification.child_id}`,
    to: tokens
      .filter((t) => t.platform === WEB_PLATFORM)
      .map((t) => ({ to: t.token, subscriptionId: t.id })),
  };
}

/**
 * One claimed delivery's attempt: 'sent', or why it is skipped for good. A failure that may pass
 * (the gateway, the push service, the caps' counters away) throws, and the delivery is retried.
 */
export async function deliverNotice(
  row: DeliveryRow,
  store: NotificationsStore,
  channels: NoticeChannels,
  limiter: RateLimiter,
): Promise<'sent' | SkipReason> {
  const channel = deliveryChannel.parse(row.channel);
  const adapter = channels[channel];
  if (!adapter.configured) return 'not-configured';
  const target = await store.deliveryTarget(row);
  if (!target) return 'no-address';
  // Turned off after it was queued: the child's latest word counts.
  if (!channelPreferencesOf(await store.preferenceRows(row.child_id))[channel]) return 'turned-off';
  const addresses = await addressesOf(store, channel, target);
  if (addresses.to.length === 0) return 'no-address';
  try {
    await chargeNotice(limiter, {
      orgId: row.org_id,
      account: target.userId,
      recipient: addresses.recipient,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return 'capped';
    throw error;
  }
  const { kind, notice_values: values, link } = target.notification;
  const { title, body } = renderNotice(noticeKind.parse(kind), values, target.locale);
  let sent = 0;
  const failures: unknown[] = [];
  for (const address of addresses.to) {
    try {
      const outcome = await adapter.send({ orgId: row.org_id, to: address.to, title, body, link });
      if (outcome === 'sent') sent += 1;
      else if (address.subscriptionId) await store.forgetPushSubscription(address.subscriptionId);
    } catch (error) {
      failures.push(error);
    }
  }
  if (sent === 0 && failures.length > 0) throw failures[0];
  if (failures.length > 0)
    // Some of the child's devices got it: the delivery is done, the others are told here.
    console.warn(`abhyas: notice ${row.id} missed ${failures.length} push device(s)`, failures);
  return sent > 0 ? 'sent' : 'no-address';
}
