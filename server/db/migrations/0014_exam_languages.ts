import type { Kysely } from 'kysely';

/**
 * The languages an exam is sat and taught in, as the pack declares them (a JSON array of locale
 * codes). Rows imported before hold an empty list, read as the pack's default languages until the
 * pack is imported again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exams')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exams').dropColumn('languages').execute();
}
