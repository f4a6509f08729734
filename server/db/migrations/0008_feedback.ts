import type { Kysely } from 'kysely';

/**
 * Feedback sent from the feedback, contact and help pages, kept per organisation. A visitor's
 * e-mail address is kept for the reply; a signed-in sender is kept by account id instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('page', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_org_created')
    .on('feedback')
    .columns(['org_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
