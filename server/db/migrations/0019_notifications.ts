import type { Kysely } from 'kysely';

/**
 * Notifications (issue 17): one row per notice told to a child, kept once by its dedupe key even
 * when the inbox (IA) is off or the child deleted it, so an event told again never notifies twice;
 * each channel's preference per child (no row: the default); the devices' push subscriptions (a
 * device keeps one); and the delivery queue, one row per notice and channel, claimed with a lease
 * so a crashed process's sends are taken up again and several processes never send one twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('notice_values', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    // 1 when the inbox was on as it was told: only those rows are listed.
    .addColumn('in_app', 'integer', (c) => c.notNull())
    // unread, read or deleted (a deleted row stays, for its dedupe key).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('notifications_child_dedupe', ['child_id', 'dedupe_key'])
    .execute();
  await db.schema
    .createIndex('notifications_child_created')
    .on('notifications')
    .columns(['child_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['child_id', 'channel'])
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    // sha256 of the token: tokens run to 2 KB, too long for a comfortable index.
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('push_subscriptions_child_device', ['child_id', 'device_id'])
    .addUniqueConstraint('push_subscriptions_child_token', ['child_id', 'token_hash'])
    .execute();
  await db.schema
    .createTable('notification_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('notification_id', 'text', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    // pending, sending, sent, failed or skipped (with its reason).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('notification_deliveries_once', ['notification_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('notification_deliveries_due')
    .on('notification_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_deliveries').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
