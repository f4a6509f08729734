import type { Kysely, Selectable } from 'kysely';
import type { BookmarkWrite } from '../../../domain/bookmarks/BookmarkWrite.ts';
import { FINISHED_STATUS } from '../../../domain/learn/onWatchlist.ts';
import { groupCommit } from '../../db/groupCommit.ts';
import type {
  BannersTable,
  BooksTable,
  ContentStatusTable,
  Database,
  SyllabusNodesTable,
  VideosTable,
} from '../../db/schema.ts';
import type { ContentCache } from '../../content/contentCache.ts';

export type NodeRow = Selectable<SyllabusNodesTable>;
export type VideoRow = Selectable<VideosTable>;
export type BookRow = Selectable<BooksTable>;
export type BannerRow = Selectable<BannersTable>;
export type StatusRow = Selectable<ContentStatusTable>;

/** A video with the topic it is shown under (for an exam, its learn path there). */
export type PlacedVideo = VideoRow & { learn_path: string };

export const VIDEO = 'Video';

/**
 * The content service's reads and writes: the pack from memory (`ContentCache`, no SQL while its
 * version holds), and each child's progress and reactions in SQL.
 */
export function contentStore(db: Kysely<Database>, cache: ContentCache) {
  return {
    /** The version of the pack the reads below answer from. */
    async packVersion(): Promise<number> {
      return (await cache.snapshot()).version;
    },

    /** Every exam with the goal it belongs to, in the pack's order. */
    async examsWithGoals() {
      return (await cache.snapshot()).exams;
    },

    /**
     * The exams of the pack that have a syllabus, lessons, practice questions and tests, each as
     * a set of exam codes (the pack is shared by every organisation today), and the names of each
     * exam's subjects (JSON), which say the languages its syllabus is written in.
     */
    async examContent() {
      return (await cache.snapshot()).examContent;
    },

    async node(learnPath: string): Promise<NodeRow | undefined> {
      return (await cache.snapshot()).node.get(learnPath);
    },

    async nodesOfExam(exam: string, level: NodeRow['level']): Promise<readonly NodeRow[]> {
      return (await cache.snapshot()).nodesOfExam.get(`${exam} ${level}`) ?? [];
    },

    /** Every exam's subjects: few rows, needed to badge tiles of any exam. */
    async allSubjects(): Promise<readonly NodeRow[]> {
      return (await cache.snapshot()).subjects;
    },

    /** The nodes of these learn paths, in syllabus order. */
    async nodesByPath(paths: readonly string[]): Promise<NodeRow[]> {
      const { node } = await cache.snapshot();
      return [...new Set(paths)]
        .flatMap((p) => node.get(p) ?? [])
        .sort((a, b) => a.position - b.position);
    },

    async children(learnPath: string): Promise<readonly NodeRow[]> {
      return (await cache.snapshot()).children.get(learnPath) ?? [];
    },

    /** Videos at or below a learn path, in teaching order (one row per place they are shown). */
    async videosUnder(learnPath: string): Promise<PlacedVideo[]> {
      const below = `${learnPath}--`;
      return (await cache.snapshot()).placed.filter(
        (v) => v.learn_path === learnPath || v.learn_path.startsWith(below),
      );
    },

    async videosOfExam(exam: string): Promise<readonly PlacedVideo[]> {
      return (await cache.snapshot()).placedOfExam.get(exam) ?? [];
    },

    async video(id: string): Promise<VideoRow | undefined> {
      return (await cache.snapshot()).video.get(id);
    },

    /** The videos of these ids that exist, in the pack's order. */
    async videosByIds(ids: readonly string[]): Promise<VideoRow[]> {
      const { video } = await cache.snapshot();
      return [...new Set(ids)]
        .flatMap((id) => video.get(id) ?? [])
        .sort((a, b) => a.position - b.position);
    },

    /** The learn paths a video is shown under, in the order the pack lists them. */
    async placesOf(videoId: string): Promise<readonly { learn_path: string; exam_code: string }[]> {
      return (await cache.snapshot()).placesOf.get(videoId) ?? [];
    },

    async allVideos(): Promise<readonly VideoRow[]> {
      return (await cache.snapshot()).videos;
    },

    /** The concepts of these codes that exist. */
    async concepts(codes: readonly string[]) {
      const { concept } = await cache.snapshot();
      return [...new Set(codes)].flatMap((code) => concept.get(code) ?? []);
    },

    async booksOfExam(exam: string, kind: BookRow['kind']): Promise<readonly BookRow[]> {
      return (await cache.snapshot()).booksOf.get(`${exam} ${kind}`) ?? [];
    },

    async book(id: string): Promise<BookRow | undefined> {
      return (await cache.snapshot()).book.get(id);
    },

    async bannersFor(module: string): Promise<readonly BannerRow[]> {
      return (await cache.snapshot()).bannersOf.get(module) ?? [];
    },

    statusesOf(childId: string, ids: readonly string[]): Promise<StatusRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('content_status')
        .selectAll()
        .where('child_id', '=', childId)
        .where('content_type', '=', VIDEO)
        .where('content_id', 'in', ids)
        .execute();
    },

    /**
     * The child's progress on every video, in one statement whatever the shelf: a shelf's long
     * `in` list made a new statement (and its preparing) per shelf and per child.
     */
    videoStatuses(childId: string): Promise<StatusRow[]> {
      return db
        .selectFrom('content_status')
        .selectAll()
        .where('child_id', '=', childId)
        .where('content_type', '=', VIDEO)
        .execute();
    },

    /** Videos the child started and has not finished, most recent first (`onWatchlist`). */
    unfinished(childId: string, limit: number): Promise<StatusRow[]> {
      return db
        .selectFrom('content_status')
        .selectAll()
        .where('child_id', '=', childId)
        .where('content_type', '=', VIDEO)
        .where('status', '!=', FINISHED_STATUS)
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Keeps where the child is with a video. The school ids of the last report made inside an
     * assignment stay until another assignment's report replaces them: a lesson watched again
     * from the learn home is still the homework it was. Every watching child reports every few
     * seconds: the reports share group commits (server/db/groupCommit.ts).
     */
    async saveStatus(row: StatusRow): Promise<void> {
      await groupCommit(db).run(row.child_id, (trx) =>
        trx
          .insertInto('content_status')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['child_id', 'content_type', 'content_id']).doUpdateSet({
              status: row.status,
              watched_duration: row.watched_duration,
              length: row.length,
              module: row.module,
              book_id: row.book_id,
              updated_at: row.updated_at,
              ...(row.homework_id !== null && {
                homework_id: row.homework_id,
                school_id: row.school_id,
                class_id: row.class_id,
              }),
            }),
          )
          .execute(),
      );
    },

    reaction(childId: string, contentId: string, contentType = VIDEO) {
      return db
        .selectFrom('reactions')
        .selectAll()
        .where('child_id', '=', childId)
        .where('content_type', '=', contentType)
        .where('content_id', '=', contentId)
        .executeTakeFirst();
    },

    async saveReaction(
      childId: string,
      contentId: string,
      change: { bookmarked?: boolean; liked?: boolean },
      now: number,
      contentType = VIDEO,
    ): Promise<{ bookmarked: boolean; liked: boolean }> {
      const current = await this.reaction(childId, contentId, contentType);
      const next = {
        bookmarked: change.bookmarked ?? current?.bookmarked === 1,
        liked: change.liked ?? current?.liked === 1,
      };
      const values = {
        bookmarked: next.bookmarked ? 1 : 0,
        liked: next.liked ? 1 : 0,
        updated_at: now,
      };
      await db
        .insertInto('reactions')
        .values({ child_id: childId, content_type: contentType, content_id: contentId, ...values })
        .onConflict((oc) =>
          oc.columns(['child_id', 'content_type', 'content_id']).doUpdateSet(values),
        )
        .execute();
      return next;
    },

    /**
     * Bookmarks or un-bookmarks, keeping the whole record the client sent and the server's snapshot
     * of the item (migration 0011); the like is left as it is. Times are whole milliseconds.
     */
    async saveBookmark(
      childId: string,
      contentType: string,
      contentId: string,
      bookmark: BookmarkWrite,
      now: number,
    ): Promise<boolean> {
      const values = {
        bookmarked: bookmark.bookmarked ? 1 : 0,
        bookmark: bookmark.record,
        bookmark_snapshot: bookmark.snapshot,
        bookmark_subject: bookmark.subject,
        bookmarked_at: bookmark.bookmarked ? now : null,
        updated_at: now,
        ...bookmark.schoolIds,
      };
      await db
        .insertInto('reactions')
        .values({
          child_id: childId,
          content_type: contentType,
          content_id: contentId,
          liked: 0,
          ...values,
        })
        .onConflict((oc) =>
          oc.columns(['child_id', 'content_type', 'content_id']).doUpdateSet(values),
        )
        .execute();
      return bookmark.bookmarked;
    },

    /** The child's bookmarks newest first, optionally of one content type and subject. */
    bookmarks(
      childId: string,
      filter: { contentType?: string; subject?: string },
      page: { offset: number; size: number },
    ) {
      let query = db
        .selectFrom('reactions')
        .selectAll()
        .where('child_id', '=', childId)
        .where('bookmarked', '=', 1)
        // Bookmarks made before migration 0011 have no snapshot to show.
        .where('bookmark_snapshot', 'is not', null);
      if (filter.contentType !== undefined)
        query = query.where('content_type', '=', filter.contentType);
      if (filter.subject !== undefined)
        query = query.where('bookmark_subject', '=', filter.subject);
      return query
        .orderBy('bookmarked_at', 'desc')
        .orderBy('content_id')
        .offset(page.offset)
        .limit(page.size)
        .execute();
    },

    /** How many bookmarks the child has per content type and subject (a few rows). */
    async bookmarkCounts(
      childId: string,
    ): Promise<{ content_type: string; subject: string | null; n: number }[]> {
      const rows = await db
        .selectFrom('reactions')
        .select(['content_type', 'bookmark_subject'])
        // PostgreSQL counts as bigint, which arrives as a string.
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('child_id', '=', childId)
        .where('bookmarked', '=', 1)
        .where('bookmark_snapshot', 'is not', null)
        .groupBy(['content_type', 'bookmark_subject'])
        .execute();
      return rows.map((r) => ({
        content_type: r.content_type,
        subject: r.bookmark_subject,
        n: Number(r.n),
      }));
    },

    /** How often the child opened each book, most opened first (their favourite books). */
    async openedBooks(childId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('user_activity')
        .innerJoin('books', 'books.id', 'user_activity.content_id')
        .select(['user_activity.content_id'])
        .select((eb) => eb.fn.countAll().as('opened'))
        .where('user_activity.child_id', '=', childId)
        .groupBy('user_activity.content_id')
        .orderBy('opened', 'desc')
        .execute();
      return rows.map((r) => r.content_id);
    },

    async recordActivity(row: Database['user_activity']): Promise<void> {
      await db.insertInto('user_activity').values(row).execute();
    },
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
