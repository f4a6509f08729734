import type { Kysely } from 'kysely';

/**
 * School work (issue 20, docs/decisions/classrooms.md): the assignments an institute gives a
 * class, and the school ids (assignment, school, class) kept on every record a student makes
 * while doing one — video bookmarks, lesson progress, practice and test sessions, timeline
 * records — so an assignment's progress is read from the records that carry its id.
 */

/** The tables that keep a record of what a student did, and gain the school ids. */
const RECORD_TABLES = ['reactions', 'content_status', 'practice_sessions', 'timeline_activity'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('classroom_id', 'text', (c) => c.notNull().references('classrooms.id'))
    // lesson | book | chapter | practice | test
    .addColumn('kind', 'text', (c) => c.notNull())
    // A video id, book id, chapter learn path or test code.
    .addColumn('content_ref', 'text', (c) => c.notNull())
    // The content's title when it was assigned, for the institute's lists.
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('assignments_class')
    .on('assignments')
    .columns(['org_id', 'classroom_id', 'due_at'])
    .execute();

  for (const table of RECORD_TABLES) {
    await db.schema.alterTable(table).addColumn('homework_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('school_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('class_id', 'text').execute();
    await db.schema.createIndex(`${table}_homework`).on(table).column('homework_id').execute();
  }
  // Test sessions have carried the homework id since 0006_tests.
  await db.schema.alterTable('test_sessions').addColumn('school_id', 'text').execute();
  await db.schema.alterTable('test_sessions').addColumn('class_id', 'text').execute();
  await db.schema
    .createIndex('test_sessions_homework')
    .on('test_sessions')
    .column('homework_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('test_sessions_homework').execute();
  await db.schema.alterTable('test_sessions').dropColumn('class_id').execute();
  await db.schema.alterTable('test_sessions').dropColumn('school_id').execute();
  for (const table of RECORD_TABLES) {
    await db.schema.dropIndex(`${table}_homework`).execute();
    for (const column of ['class_id', 'school_id', 'homework_id'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropIndex('assignments_class').execute();
  await db.schema.dropTable('assignments').execute();
}
