import { sql, type Kysely } from 'kysely';

/**
 * The timeline's records name the session they belong to (`format_reference`: a practice or test
 * session) in a column of their own, so the questions of one practice session are one indexed
 * read. Records kept before this migration get theirs from the JSON record they carry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('timeline_activity').addColumn('format_reference', 'text').execute();
  const rows = await sql<{ id: string; record: string }>`
    select id, record from timeline_activity
  `.execute(db);
  for (const row of rows.rows) {
    const record = JSON.parse(row.record) as { format_reference?: unknown };
    if (typeof record.format_reference !== 'string') continue;
    await sql`
      update timeline_activity set format_reference = ${record.format_reference}
      where id = ${row.id}
    `.execute(db);
  }
  await db.schema
    .createIndex('timeline_activity_reference')
    .on('timeline_activity')
    .columns(['child_id', 'format_reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('timeline_activity_reference').execute();
  await db.schema.alterTable('timeline_activity').dropColumn('format_reference').execute();
}
