import type { Kysely } from 'kysely';

/**
 * Live classes (issue 20, docs/decisions/classrooms.md): an institute's scheduled online classes
 * with a meeting room, the batches (courses) that group them, and each student's registration and
 * time in the room. Times are epoch milliseconds, lengths whole minutes, time spent whole seconds;
 * every row carries its organisation, so every query is scoped to the brand's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_class_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('classroom_id', 'text', (c) => c.notNull().references('classrooms.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    // A JSON object, locale → title; `{}` when the title is the same in every language.
    .addColumn('title_translations', 'text', (c) => c.notNull())
    .addColumn('subject_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_class_batches_class')
    .on('live_class_batches')
    .columns(['org_id', 'classroom_id'])
    .execute();

  await db.schema
    .createTable('live_classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('classroom_id', 'text', (c) => c.notNull().references('classrooms.id'))
    .addColumn('batch_id', 'text', (c) => c.references('live_class_batches.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_translations', 'text', (c) => c.notNull())
    .addColumn('teacher_name', 'text')
    .addColumn('subject_code', 'text')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    // The meeting provider the room is on (server/providers/meetings) and its room name there.
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('recording_url', 'text')
    .addColumn('cancelled_at', 'bigint')
    // Set when the institute ends an ongoing class before its planned end.
    .addColumn('ended_at', 'bigint')
    // 1 for the demo import's classes, so they can be told apart and removed.
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A student's lists: the classes of their classrooms, by start.
  await db.schema
    .createIndex('live_classes_class_start')
    .on('live_classes')
    .columns(['org_id', 'classroom_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('live_classes_batch')
    .on('live_classes')
    .columns(['batch_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('live_class_registrations')
    .addColumn('live_class_id', 'text', (c) => c.notNull().references('live_classes.id'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_class_registrations_pk', ['live_class_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('live_class_registrations_profile')
    .on('live_class_registrations')
    .columns(['profile_id'])
    .execute();

  await db.schema
    .createTable('live_class_attendance')
    .addColumn('live_class_id', 'text', (c) => c.notNull().references('live_classes.id'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('first_joined_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    // 1 while the student is in the room (joined, not yet left).
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('seconds_spent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_class_attendance_pk', ['live_class_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('live_class_attendance_profile')
    .on('live_class_attendance')
    .columns(['profile_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'live_class_attendance',
    'live_class_registrations',
    'live_classes',
    'live_class_batches',
  ])
    await db.schema.dropTable(table).execute();
}
