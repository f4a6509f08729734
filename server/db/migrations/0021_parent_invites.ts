import type { Kysely } from 'kysely';

/**
 * Parents invited by SMS (auth's send-invite): the organisation, the inviting account, the number
 * invited and when, one row per account and number (inviting again renews it). An account made
 * in the same organisation that verifies that number is the invite accepted, and the inviter's
 * children are told (issue 17).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parent_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('inviter_user_id', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parent_invites_org_mobile_inviter')
    .on('parent_invites')
    .columns(['org_id', 'mobile', 'inviter_user_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parent_invites').execute();
}
