import type { Kysely } from 'kysely';

/**
 * A child's plan per goal (one row per child and vertical: a purchase extends it, a trial starts
 * it) and the free trials given (one per profile, whatever the goal, so it survives the plan row).
 * `expiry_announced_at` marks the plan's end as told, so `planExpired` is sent once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text')
    .addColumn('duration_unit', 'text', (c) => c.notNull())
    .addColumn('duration_value', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    .addColumn('expiry_announced_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_child_vertical', ['child_id', 'vertical'])
    .execute();
  await db.schema
    .createTable('free_trials')
    .addColumn('child_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('free_trials').execute();
  await db.schema.dropTable('subscriptions').execute();
}
