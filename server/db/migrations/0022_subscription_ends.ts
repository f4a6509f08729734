import type { Kysely } from 'kysely';

/**
 * Plans by their end: the notices' sweep reads the plans ending within the warning window and
 * those ended that nobody has read since (issue 17).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('subscriptions_valid_until')
    .on('subscriptions')
    .columns(['valid_until', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_valid_until').execute();
}
