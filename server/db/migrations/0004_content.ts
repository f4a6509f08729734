import type { Kysely } from 'kysely';

/**
 * The content pack (syllabus, concepts, books, videos, banners) and what each child does with it:
 * progress, bookmarks and likes, activity and timeline records. Texts are JSON objects by locale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('syllabus_nodes')
    .addColumn('learn_path', 'text', (c) => c.primaryKey())
    .addColumn('parent_path', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('goal_code', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('subject_code', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('summaries', 'text')
    .addColumn('concepts', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('syllabus_nodes_parent')
    .on('syllabus_nodes')
    .columns(['parent_path', 'position'])
    .execute();
  await db.schema
    .createIndex('syllabus_nodes_exam_level')
    .on('syllabus_nodes')
    .columns(['exam_code', 'level', 'position'])
    .execute();

  await db.schema
    .createTable('concepts')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('subject_code', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('prerequisites', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('subject_code', 'text')
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('chapters', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('concepts', 'text', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('renditions', 'text', (c) => c.notNull())
    .addColumn('thumbs', 'text', (c) => c.notNull())
    .addColumn('trailer', 'text')
    .addColumn('subtitles', 'text', (c) => c.notNull())
    .addColumn('annotations', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('video_topics')
    .addColumn('learn_path', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_topics_pk', ['learn_path', 'video_id'])
    .execute();
  await db.schema.createIndex('video_topics_video').on('video_topics').column('video_id').execute();
  await db.schema
    .createIndex('video_topics_exam')
    .on('video_topics')
    .columns(['exam_code', 'position'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('goal_code', 'text')
    .addColumn('exam_code', 'text')
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('subtitles', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_status')
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('watched_duration', 'double precision', (c) => c.notNull())
    .addColumn('length', 'double precision', (c) => c.notNull())
    .addColumn('module', 'text')
    .addColumn('book_id', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_status_pk', ['child_id', 'content_type', 'content_id'])
    .execute();
  await db.schema
    .createIndex('content_status_recent')
    .on('content_status')
    .columns(['child_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('reactions')
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('bookmarked', 'integer', (c) => c.notNull())
    .addColumn('liked', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reactions_pk', ['child_id', 'content_type', 'content_id'])
    .execute();

  await db.schema
    .createTable('user_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('timeline_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('source_reference', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('timeline_activity_child')
    .on('timeline_activity')
    .columns(['child_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_topic')
    .on('events')
    .columns(['namespace', 'topic', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'events',
    'timeline_activity',
    'user_activity',
    'reactions',
    'content_status',
    'banners',
    'video_topics',
    'videos',
    'books',
    'concepts',
    'syllabus_nodes',
  ])
    await db.schema.dropTable(table).execute();
}
