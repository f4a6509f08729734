import type { Kysely } from 'kysely';

/**
 * Tests: the pack's papers (every version kept, since a session stays on the version it started),
 * tests children make themselves, sessions with their scores, and every runner event stored once
 * by (session, sequence) — the record a session's answers are rebuilt and scored from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tests')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('goal_code', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    /** A scheduled test shows from then; null: always. */
    .addColumn('visible_at', 'bigint')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tests_exam')
    .on('tests')
    .columns(['exam_code', 'position'])
    .execute();

  await db.schema
    .createTable('test_versions')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    /** The paper as the pack writes it (JSON), with its goal and exam. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_versions_pk', ['code', 'version'])
    .execute();

  await db.schema
    .createTable('custom_tests')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_tests_child')
    .on('custom_tests')
    .columns(['child_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('test_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('test_code', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paper_set', 'integer', (c) => c.notNull())
    .addColumn('ui_style', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('homework_id', 'text')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('frozen_at', 'bigint')
    .addColumn('freeze_reason', 'text')
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('max_marks', 'double precision')
    /** The scored questions and totals (JSON), kept from the freeze on. */
    .addColumn('result', 'text')
    .execute();
  await db.schema
    .createIndex('test_sessions_child_test')
    .on('test_sessions')
    .columns(['child_id', 'test_code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('test_sessions_standing')
    .on('test_sessions')
    .columns(['test_code', 'status', 'score'])
    .execute();
  await db.schema
    .createIndex('test_sessions_due')
    .on('test_sessions')
    .columns(['status', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('test_events')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('section', 'text')
    .addColumn('question_code', 'text')
    .addColumn('event_info', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_events_pk', ['session_id', 'sequence'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['test_events', 'test_sessions', 'custom_tests', 'test_versions', 'tests'])
    await db.schema.dropTable(table).execute();
}
