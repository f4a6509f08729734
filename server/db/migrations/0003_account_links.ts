import type { Kysely } from 'kysely';

/**
 * Accounts made without a password (Google, Facebook, cloud single sign-on) are asked to set one;
 * `password_prompt_skips` counts how often they said "later". Sign-ins from a partner's cloud are
 * tied to the partner's own user id, and each partner token is accepted once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_prompt_skips', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('external_logins')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('external_logins_pk', ['provider', 'org_id', 'subject'])
    .execute();

  await db.schema
    .createTable('spent_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_tokens').execute();
  await db.schema.dropTable('external_logins').execute();
  await db.schema.alterTable('users').dropColumn('password_prompt_skips').execute();
}
