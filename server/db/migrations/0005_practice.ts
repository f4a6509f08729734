import type { Kysely } from 'kysely';

/**
 * The question bank with an index for picking (by concept, place and difficulty, so choosing the
 * next question stays fast however large the bank grows), practice sessions and their attempts,
 * each child's mastery of each concept, how often each question is answered right, and the steps
 * of personalised plans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_code', 'text', (c) => c.notNull())
    .addColumn('primary_concept', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('ideal_time', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('question_index')
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('learn_path', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_index_pk', ['concept', 'learn_path', 'code'])
    .execute();
  await db.schema
    .createIndex('question_index_pick')
    .on('question_index')
    .columns(['concept', 'is_primary', 'difficulty', 'learn_path', 'position'])
    .execute();
  await db.schema.createIndex('question_index_code').on('question_index').column('code').execute();

  await db.schema
    .createTable('practice_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** Learn-path prefixes the questions come from (JSON), and the concepts (JSON). */
    .addColumn('scope_paths', 'text', (c) => c.notNull())
    .addColumn('concepts', 'text', (c) => c.notNull())
    /** Questions asked for by code (adhoc and plan-driven practice), in order (JSON). */
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('paj_id', 'text')
    .addColumn('paj_step_index', 'integer')
    .addColumn('call_id', 'text')
    .addColumn('source', 'text')
    .addColumn('current_code', 'text')
    /** How many questions the session asks in all, fixed when it starts. */
    .addColumn('planned_total', 'integer', (c) => c.notNull())
    .addColumn('last_eorder', 'integer', (c) => c.notNull())
    .addColumn('offered_interventions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('practice_sessions_child')
    .on('practice_sessions')
    .columns(['child_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('practice_attempts')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('eorder', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'bigint')
    .addColumn('answered_at', 'bigint')
    .addColumn('answer', 'text')
    .addColumn('correct', 'integer')
    .addColumn('score', 'double precision')
    .addColumn('time_spent', 'double precision', (c) => c.notNull())
    .addColumn('hint_used', 'integer', (c) => c.notNull())
    .addColumn('attempt_type', 'text')
    .addColumn('silver', 'integer', (c) => c.notNull())
    .addColumn('mastery_before', 'double precision')
    .addColumn('mastery_after', 'double precision')
    .addColumn('predicted', 'double precision', (c) => c.notNull())
    .addColumn('swu_state', 'text')
    .addPrimaryKeyConstraint('practice_attempts_pk', ['session_id', 'code'])
    .execute();

  await db.schema
    .createTable('practice_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('practice_events_session')
    .on('practice_events')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('concept_mastery')
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('concept_mastery_pk', ['child_id', 'concept'])
    .execute();

  await db.schema
    .createTable('question_stats')
    .addColumn('code', 'text', (c) => c.notNull())
    /** -1 for the question itself, else the solve-with-us step. */
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_stats_pk', ['code', 'step_index'])
    .execute();

  await db.schema
    .createTable('paj_steps')
    .addColumn('paj_id', 'text', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('path_type', 'text', (c) => c.notNull())
    .addColumn('path_index', 'integer', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('call_id', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('paj_steps_pk', ['paj_id', 'child_id', 'step_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'paj_steps',
    'question_stats',
    'concept_mastery',
    'practice_events',
    'practice_attempts',
    'practice_sessions',
    'question_index',
    'questions',
  ])
    await db.schema.dropTable(table).execute();
}
