import webpush from 'web-push';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '../../../domain/contracts/notifications.ts';
import type { Notice, NoticeSweep } from '../../../domain/notifications/Notice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import {
  emailNoticeChannel,
  smsNoticeChannel,
} from '../../providers/notifications/otpSenderChannels.ts';
import type { PushSettings } from '../../providers/notifications/PushSettings.ts';
import { pushSubscriptionOf } from '../../providers/notifications/pushSubscriptionOf.ts';
import { webPushChannel } from '../../providers/notifications/webPushChannel.ts';
import { notConfiguredWhatsApp } from '../../providers/notifications/whatsAppChannel.ts';
import { channelPreferencesOf } from './channelPreferences.ts';
import {
  DELIVERY_CHANNELS,
  deliverNotice,
  WEB_PLATFORM,
  type NoticeChannels,
} from './deliverNotice.ts';
import {
  nextAttemptAt,
  NOTIFICATION_DELIVERY_BATCH,
  NOTIFICATION_DELIVERY_LEASE_MS,
  NOTIFICATION_SWEEP_INTERVAL_MS,
} from './deliverySchedule.ts';
import type { Notifier } from './Notifier.ts';
import { notificationsStore, type DeliveryRow } from './notificationsStore.ts';

/** Whom a deployment without VAPID settings names (tests, a one-off app): never contacted. */
const FALLBACK_VAPID_SUBJECT = 'mailto:no-reply@abhyas.localhost';

function pushSettingsOf(deps: AppDeps): PushSettings {
  if (deps.push) return deps.push;
  // An app built without settings (tests) gets keys of its own for its life.
  const keys = webpush.generateVAPIDKeys();
  return { vapid: { ...keys, subject: FALLBACK_VAPID_SUBJECT } };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The notifier: `notify` keeps a notice once and queues one delivery per channel the child has on,
 * in one transaction, then sends them at once; the sweeper's rounds send what is due (retries,
 * rows a crashed process held) and the notices that come with time (`sweeps`, read each round).
 */
export function createNotifier(
  deps: AppDeps,
  options: { sweeps: readonly NoticeSweep[]; channels?: Partial<NoticeChannels> },
): Notifier {
  const store = notificationsStore(deps.db);
  const push = pushSettingsOf(deps);
  const channels: NoticeChannels = {
    EM: emailNoticeChannel(deps.otpSender),
    SMS: smsNoticeChannel(deps.otpSender),
    PN: webPushChannel(push),
    WA: notConfiguredWhatsApp,
    ...options.channels,
  };
  const unavailable = NOTIFICATION_CHANNELS.filter(
    (c): c is NotificationChannel => c !== 'IA' && !channels[c].configured,
  );
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;

  async function deliver(row: DeliveryRow, now: number): Promise<void> {
    try {
      const outcome = await deliverNotice(row, store, channels, deps.rateLimiter);
      await store.finish(
        row,
        outcome === 'sent'
          ? { status: 'sent', at: deps.clock() }
          : { status: 'skipped', reason: outcome },
      );
    } catch (error) {
      const retryAt = nextAttemptAt(row.attempts, now);
      await store.finish(
        row,
        retryAt === undefined
          ? { status: 'failed', error: messageOf(error), nextAttemptAt: now }
          : { status: 'pending', error: messageOf(error), nextAttemptAt: retryAt },
      );
    }
  }

  async function deliverClaimed(now: number, notificationId?: string): Promise<number> {
    const rows = await store.claimDue(
      now,
      now + NOTIFICATION_DELIVERY_LEASE_MS,
      NOTIFICATION_DELIVERY_BATCH,
      notificationId,
    );
    for (const row of rows) await deliver(row, now);
    return rows.length;
  }

  /** Sends a new notice's deliveries now, without holding up the event that told it. */
  function nudge(notificationId: string) {
    const sending = deliverClaimed(deps.clock(), notificationId)
      .then(() => undefined)
      .catch((error: unknown) => {
        // Its rows stay queued (or leased): the sweeper's next rounds send them.
        console.error(`abhyas: sending notification ${notificationId} failed`, error);
      })
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  async function record(notice: Notice): Promise<void> {
    const id = await store.recordNotice(notice, deps.clock(), (rows) => {
      const preferences = channelPreferencesOf(rows);
      return { inApp: preferences.IA, channels: DELIVERY_CHANNELS.filter((c) => preferences[c]) };
    });
    if (id) nudge(id);
  }

  /**
   * Kept and queued in one transaction. A notice told after an answer has gone (a payment's) is
   * waited for by `settled` and `stop` too, so a shutdown never closes the database under it.
   */
  function notify(notice: Notice): Promise<void> {
    const telling = record(notice);
    // The caller gets the failure; the copy kept here only marks when the telling ends.
    const tracked: Promise<void> = telling
      .catch(() => undefined)
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return telling;
  }

  async function sweep(now: number): Promise<void> {
    const failures: unknown[] = [];
    for (const due of options.sweeps) {
      try {
        for (const notice of await due(now)) await notify(notice);
      } catch (error) {
        // One broken source must not keep the others' notices back.
        failures.push(error);
      }
    }
    await deliverClaimed(now);
    if (failures.length > 0) throw new AggregateError(failures, 'a notice sweep failed');
  }

  const settled = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return {
    notify,
    deliverDue: (now) => deliverClaimed(now),
    sweep,
    settled,
    unavailable,
    pushPublicKey: push.vapid.publicKey,
    acceptsPushToken: (platform, token) =>
      platform !== WEB_PLATFORM || pushSubscriptionOf(token, push.endpointHosts) !== undefined,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // A round still running (a slow gateway) is not joined by another.
        round ??= sweep(deps.clock())
          .catch((error: unknown) => console.error('abhyas: notification round failed', error))
          .finally(() => (round = undefined));
      }, NOTIFICATION_SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
      await settled();
    },
  };
}
