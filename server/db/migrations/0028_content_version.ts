import type { Kysely } from 'kysely';

/**
 * The content pack's version (issue 21, docs/architecture.md "Content from memory"): one row the
 * import bumps in its own transaction when it changes anything, so every server copy on the same
 * database can tell cheaply whether the pack it keeps in memory is still the current one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ content_version: { id: number; version: number } }>)
    .insertInto('content_version')
    .values({ id: 1, version: 1 })
    .execute();
}
