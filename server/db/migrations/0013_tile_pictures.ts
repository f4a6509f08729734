import type { Kysely } from 'kysely';

/**
 * Every tile has a picture: syllabus nodes keep the poster the pack names for them (`thumb`), and
 * videos their tile poster (`poster`) beside their frames. Rows imported before get an empty
 * string, which tiles read as "no picture" until the pack is imported again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('syllabus_nodes')
    .addColumn('thumb', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('videos')
    .addColumn('poster', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('poster').execute();
  await db.schema.alterTable('syllabus_nodes').dropColumn('thumb').execute();
}
