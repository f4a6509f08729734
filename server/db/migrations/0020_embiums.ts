import type { Kysely } from 'kysely';

/**
 * Embiums: a ledger of awards, one row per child, event and object (the unique key is what makes
 * a replayed or raced event earn once), with the India day each was earned on for the daily caps
 * and study streaks; and each child's balance, updated in the award's transaction, whose row is
 * also the lock that keeps two awards of one child from both passing a cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embium_awards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    /** What the object belongs to: the practice session, the test session, the lesson. */
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('metal', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    /** The India calendar day, as days since 1970-01-01 there (domain/embiums/indiaDay.ts). */
    .addColumn('day_key', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('embium_awards_once', ['child_id', 'event', 'object_id'])
    .execute();
  await db.schema
    .createIndex('embium_awards_day')
    .on('embium_awards')
    .columns(['child_id', 'event', 'day_key'])
    .execute();
  await db.schema
    .createIndex('embium_awards_source')
    .on('embium_awards')
    .columns(['child_id', 'source_id'])
    .execute();
  await db.schema
    .createIndex('embium_awards_object')
    .on('embium_awards')
    .columns(['child_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('embium_balances')
    .addColumn('child_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('silver', 'integer', (c) => c.notNull())
    .addColumn('gold', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embium_balances').execute();
  await db.schema.dropTable('embium_awards').execute();
}
