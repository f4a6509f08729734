import type { Kysely } from 'kysely';

/**
 * Bookmarks keep the whole record the client sent (learning-experience spec §3 "Bookmark": parent,
 * source, exam, goal, locale and the school ids when present) beside the `bookmarked` flag of
 * `reactions`, so that one table stays the only truth of whether something is bookmarked. The
 * server's own snapshot of the item (titles per locale, subject, chapter, picture, where it opens)
 * is taken when it is bookmarked, so the bookmark list is one read of this table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reactions').addColumn('bookmark', 'text').execute();
  await db.schema.alterTable('reactions').addColumn('bookmark_snapshot', 'text').execute();
  await db.schema.alterTable('reactions').addColumn('bookmark_subject', 'text').execute();
  await db.schema.alterTable('reactions').addColumn('bookmarked_at', 'bigint').execute();
  await db.schema
    .createIndex('reactions_bookmarks')
    .on('reactions')
    .columns(['child_id', 'bookmarked', 'bookmarked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reactions_bookmarks').execute();
  for (const column of ['bookmarked_at', 'bookmark_subject', 'bookmark_snapshot', 'bookmark'])
    await db.schema.alterTable('reactions').dropColumn(column).execute();
}
