import type { Kysely } from 'kysely';

/**
 * Achieve (issue 19): each child's onboarding sessions, their target for an exam (the
 * questionnaire's answers), their personal plans and the plans' steps, one readiness estimate a
 * day (so the screens can show how it moved), and the finished tests already learnt from (a test
 * moves mastery once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('achieve_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('achieve_sessions_child')
    .on('achieve_sessions')
    .columns(['child_id', 'exam_code'])
    .execute();

  await db.schema
    .createTable('achieve_targets')
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('goal_code', 'text', (c) => c.notNull())
    .addColumn('target_day', 'integer', (c) => c.notNull())
    .addColumn('daily_minutes', 'integer', (c) => c.notNull())
    .addColumn('target_score', 'integer')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('achieve_targets_pk', ['child_id', 'exam_code'])
    .execute();

  await db.schema
    .createTable('pajs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('first_day', 'integer', (c) => c.notNull())
    .addColumn('last_day', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('replanned_at', 'bigint')
    .execute();
  await db.schema.createIndex('pajs_child').on('pajs').columns(['child_id', 'exam_code']).execute();

  await db.schema
    .createTable('paj_plan_steps')
    .addColumn('paj_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('chapter', 'text', (c) => c.notNull())
    .addColumn('learn_path', 'text', (c) => c.notNull())
    .addColumn('concept', 'text')
    .addColumn('minutes', 'integer', (c) => c.notNull())
    // 0 once a re-plan has replaced the step (kept: a step done stays done in the record).
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .addPrimaryKeyConstraint('paj_plan_steps_pk', ['paj_id', 'step_index'])
    .execute();
  await db.schema
    .createIndex('paj_plan_steps_day')
    .on('paj_plan_steps')
    .columns(['paj_id', 'active', 'day'])
    .execute();

  await db.schema
    .createTable('readiness_days')
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('low', 'integer', (c) => c.notNull())
    .addColumn('high', 'integer', (c) => c.notNull())
    .addColumn('max_marks', 'integer', (c) => c.notNull())
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('readiness_days_pk', ['child_id', 'exam_code', 'day'])
    .execute();

  await db.schema
    .createTable('achieve_tests_learnt')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('learnt_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'achieve_tests_learnt',
    'readiness_days',
    'paj_plan_steps',
    'pajs',
    'achieve_targets',
    'achieve_sessions',
  ])
    await db.schema.dropTable(table).execute();
}
