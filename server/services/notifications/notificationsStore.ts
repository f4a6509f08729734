import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  NotificationChannel,
  NotificationStatus,
} from '../../../domain/contracts/notifications.ts';
import type { Notice } from '../../../domain/notifications/Notice.ts';
import type { Database } from '../../db/schema.ts';

export type NotificationRow = Selectable<Database['notifications']>;
export type DeliveryRow = Selectable<Database['notification_deliveries']>;
export type PushTokenRow = Selectable<Database['push_subscriptions']>;

/** A notification's inbox state: a deleted one stays, so its dedupe key still holds. */
export const DELETED = 'deleted';
const LISTED_STATUSES: readonly string[] = ['unread', 'read'] satisfies NotificationStatus[];

/** Why a delivery was not sent, and never will be. */
export type SkipReason = 'not-configured' | 'capped' | 'no-address' | 'turned-off';

/** Where one notice goes: the inbox or not, and which other channels get a delivery. */
export interface NoticeRouting {
  inApp: boolean;
  channels: readonly NotificationChannel[];
}

/** What a delivery needs to be rendered and addressed. */
export interface DeliveryTarget {
  notification: NotificationRow;
  locale: string;
  userId: string;
  email: string | null;
  mobile: string | null;
}

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);

/** All SQL of the notifications service: the inbox, preferences, push tokens and the queue. */
export function notificationsStore(db: Kysely<Database>) {
  const preferenceRows = (childId: string) =>
    db
      .selectFrom('notification_preferences')
      .select(['channel', 'enabled'])
      .where('child_id', '=', childId)
      .execute();

  /** Rows that are due: pending and their time has come, or sending with a lease run out. */
  const due = (now: number) =>
    db
      .selectFrom('notification_deliveries')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
        ]),
      );

  return {
    preferenceRows,

    async setPreference(p: {
      orgId: number;
      childId: string;
      channel: NotificationChannel;
      enabled: boolean;
      now: number;
    }) {
      const enabled = p.enabled ? 1 : 0;
      await db
        .insertInto('notification_preferences')
        .values({
          child_id: p.childId,
          channel: p.channel,
          org_id: p.orgId,
          enabled,
          updated_at: p.now,
        })
        .onConflict((oc) =>
          oc.columns(['child_id', 'channel']).doUpdateSet({ enabled, updated_at: p.now }),
        )
        .execute();
    },

    /**
     * Keeps a notice once (its dedupe key) and queues its deliveries, in one transaction, routed
     * by the child's preferences as they are inside it. Answers the new notification's id, or
     * undefined when the notice was told before.
     */
    recordNotice(
      notice: Notice,
      now: number,
      route: (preferences: readonly { channel: string; enabled: number }[]) => NoticeRouting,
    ): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const preferences = await trx
          .selectFrom('notification_preferences')
          .select(['channel', 'enabled'])
          .where('child_id', '=', notice.childId)
          .execute();
        const routing = route(preferences);
        const id = randomUUID();
        const inserted = await trx
          .insertInto('notifications')
          .values({
            id,
            org_id: notice.orgId,
            child_id: notice.childId,
            kind: notice.kind,
            dedupe_key: notice.dedupeKey,
            notice_values: JSON.stringify(notice.values),
            link: notice.link,
            in_app: routing.inApp ? 1 : 0,
            status: 'unread',
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['child_id', 'dedupe_key']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
        if (routing.channels.length > 0)
          await trx
            .insertInto('notification_deliveries')
            .values(
              routing.channels.map((channel) => ({
                id: randomUUID(),
                notification_id: id,
                org_id: notice.orgId,
                child_id: notice.childId,
                channel,
                status: 'pending',
                attempts: 0,
                next_attempt_at: now,
                created_at: now,
              })),
            )
            .execute();
        return id;
      });
    },

    async listInApp(
      orgId: number,
      childId: string,
      page: { status?: NotificationStatus; offset: number; limit: number },
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const listed = db
        .selectFrom('notifications')
        .where('org_id', '=', orgId)
        .where('child_id', '=', childId)
        .where('in_app', '=', 1)
        .where('status', 'in', page.status ? [page.status] : LISTED_STATUSES);
      const rows = await listed
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const counted = await listed
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(counted.total) };
    },

    /**
     * Marks the child's listed notifications read, unread or deleted (a deleted row stays for its
     * dedupe key); answers how many changed.
     */
    async setStatus(
      orgId: number,
      childId: string,
      ids: readonly string[],
      to: NotificationStatus | typeof DELETED,
    ) {
      return changed(
        await db
          .updateTable('notifications')
          .set({ status: to })
          .where('org_id', '=', orgId)
          .where('child_id', '=', childId)
          .where('id', 'in', ids)
          .where('in_app', '=', 1)
          .where('status', 'in', LISTED_STATUSES)
          .where('status', '!=', to)
          .executeTakeFirst(),
      );
    },

    /** A device keeps one token: its row is replaced, and the token leaves any other device. */
    savePushToken(row: Omit<PushTokenRow, 'id'>): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('push_subscriptions')
          .where('child_id', '=', row.child_id)
          .where((eb) =>
            eb.or([eb('device_id', '=', row.device_id), eb('token_hash', '=', row.token_hash)]),
          )
          .execute();
        await trx
          .insertInto('push_subscriptions')
          .values({ ...row, id: randomUUID() })
          .execute();
      });
    },

    async deletePushToken(childId: string, tokenHash: string): Promise<number> {
      const deleted = await db
        .deleteFrom('push_subscriptions')
        .where('child_id', '=', childId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },

    pushTokensOf: (childId: string) =>
      db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('child_id', '=', childId)
        .orderBy('created_at')
        .execute(),

    async forgetPushSubscription(id: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    /**
     * Claims up to `limit` due deliveries (of one notification, if named) for this process: each
     * by a conditional update, so of several processes exactly one wins a row. The lease's end is
     * the claim's mark: only its holder can finish the row.
     */
    async claimDue(
      now: number,
      leaseUntil: number,
      limit: number,
      notificationId?: string,
    ): Promise<DeliveryRow[]> {
      let candidates = due(now).select('id');
      if (notificationId) candidates = candidates.where('notification_id', '=', notificationId);
      const ids = await candidates.orderBy('next_attempt_at').limit(limit).execute();
      const claimed: DeliveryRow[] = [];
      for (const { id } of ids) {
        const won = await db
          .updateTable('notification_deliveries')
          .set((eb) => ({
            status: 'sending',
            lease_until: leaseUntil,
            attempts: eb('attempts', '+', 1),
          }))
          .where('id', '=', id)
          // The due test again, on the row itself (not a subquery), so PostgreSQL re-checks it
          // on the row a concurrent claim just changed, and the later claim updates nothing.
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
              eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
            ]),
          )
          .executeTakeFirst();
        if (changed(won) === 1) {
          const row = await db
            .selectFrom('notification_deliveries')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          claimed.push(row);
        }
      }
      return claimed;
    },

    /** The notice, the profile's language and the account's addresses of a delivery. */
    async deliveryTarget(delivery: DeliveryRow): Promise<DeliveryTarget | undefined> {
      const notification = await db
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', delivery.notification_id)
        .executeTakeFirst();
      const person = await db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['profiles.locale', 'users.id as userId', 'users.email', 'users.mobile'])
        .where('profiles.id', '=', delivery.child_id)
        .executeTakeFirst();
      if (!notification || !person) return undefined;
      return { notification, ...person };
    },

    /** Ends a claimed delivery as its holder (same lease); false when the lease was lost. */
    async finish(
      delivery: DeliveryRow,
      outcome:
        | { status: 'sent'; at: number }
        | { status: 'skipped'; reason: SkipReason }
        | { status: 'failed' | 'pending'; error: string; nextAttemptAt: number },
    ): Promise<boolean> {
      const fields =
        outcome.status === 'sent'
          ? { status: 'sent', sent_at: outcome.at, lease_until: null }
          : outcome.status === 'skipped'
            ? { status: 'skipped', reason: outcome.reason, lease_until: null }
            : {
                status: outcome.status,
                last_error: outcome.error,
                next_attempt_at: outcome.nextAttemptAt,
                lease_until: null,
              };
      const result = await db
        .updateTable('notification_deliveries')
        .set(fields)
        .where('id', '=', delivery.id)
        .where('status', '=', 'sending')
        .where('lease_until', '=', delivery.lease_until)
        .executeTakeFirst();
      return changed(result) === 1;
    },

    /** A delivery's row (tests and the notifier's own checks). */
    deliveriesOf: (notificationId: string) =>
      db
        .selectFrom('notification_deliveries')
        .selectAll()
        .where('notification_id', '=', notificationId)
        .execute(),
  };
}

export type NotificationsStore = ReturnType<typeof notificationsStore>;
