import type { Kysely, Selectable } from 'kysely';
import type { BookmarkWrite } from '../../../domain/bookmarks/BookmarkWrite.ts';
import { FINISHED_STATUS } from '../../../domain/learn/onWatchlist.ts';
import { DIAGNOSTIC_TEST_TYPE } from '../../../domain/mockTests/isListedTest.ts';
import type {
  BannersTable,
  BooksTable,
  ContentStatusTable,
  Database,
  SyllabusNodesTable,
  VideosTable,
} from '../../db/schema.ts';

export type NodeRow = Selectable<SyllabusNodesTable>;
export type VideoRow = Selectable<VideosTable>;
export type BookRow = Selectable<BooksTable>;
export type BannerRow = Selectable<BannersTable>;
export type StatusRow = Selectable<ContentStatusTable>;

/** A video with the topic it is shown under (for an exam, its learn path there). */
export type PlacedVideo = VideoRow & { learn_path: string };

export const VIDEO = 'Video';

/** SQL of the content service: the pack's tables, and each child's progress and reactions. */
export function contentStore(db: Kysely<Database>) {
  return {
    /** Every exam with the goal it belongs to, in the pack's order. */
    examsWithGoals() {
      return db
        .selectFrom('exams')
        .innerJoin('goals', 'goals.code', 'exams.goal_code')
        .select([
          'exams.code',
          'exams.goal_code',
          'exams.names',
          'exams.grade',
          'exams.languages',
          'goals.names as goal_names',
        ])
        .orderBy('goals.position')
        .orderBy('exams.position')
        .execute();
    },

    /**
     * The exams of the pack that have a syllabus, lessons, practice questions and tests, each as
     * a set of exam codes (the pack is shared by every organisation today), and the names of each
     * exam's subjects (JSON), which say the languages its syllabus is written in.
     */
    async examContent() {
      const codes = (rows: { exam_code: string }[]) => new Set(rows.map((r) => r.exam_code));
      const [syllabus, lessons, questions, tests, subjects] = await Promise.all([
        db.selectFrom('syllabus_nodes').select('exam_code').distinct().execute(),
        db.selectFrom('video_topics').select('exam_code').distinct().execute(),
        db
          .selectFrom('question_index')
          .innerJoin('syllabus_nodes', 'syllabus_nodes.learn_path', 'question_index.learn_path')
          .select('syllabus_nodes.exam_code')
          .distinct()
          .execute(),
        // A diagnostic paper alone puts no tests on the exam's test home.
        db
          .selectFrom('tests')
          .select('exam_code')
          .where('type', '<>', DIAGNOSTIC_TEST_TYPE)
          .distinct()
          .execute(),
        db
          .selectFrom('syllabus_nodes')
          .select(['exam_code', 'names'])
          .where('level', '=', 'subject')
          .execute(),
      ]);
      const subjectNames = new Map<string, string[]>();
      for (const row of subjects) {
        subjectNames.set(row.exam_code, [...(subjectNames.get(row.exam_code) ?? []), row.names]);
      }
      return {
        subjectNames,
        syllabus: codes(syllabus),
        lessons: codes(lessons),
        questions: codes(questions),
        tests: codes(tests),
      };
    },

    node(learnPath: string): Promise<NodeRow | undefined> {
      return db
        .selectFrom('syllabus_nodes')
        .selectAll()
        .where('learn_path', '=', learnPath)
        .executeTakeFirst();
    },

    nodesOfExam(exam: string, level: NodeRow['level']): Promise<NodeRow[]> {
      return db
        .selectFrom('syllabus_nodes')
        .selectAll()
        .where('exam_code', '=', exam)
        .where('level', '=', level)
        .orderBy('position')
        .execute();
    },

    /** Every exam's subjects: few rows, needed to badge tiles of any exam. */
    allSubjects(): Promise<NodeRow[]> {
      return db.selectFrom('syllabus_nodes').selectAll().where('level', '=', 'subject').execute();
    },

    nodesByPath(paths: readonly string[]): Promise<NodeRow[]> {
      if (paths.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('syllabus_nodes')
        .selectAll()
        .where('learn_path', 'in', paths)
        .orderBy('position')
        .execute();
    },

    children(learnPath: string): Promise<NodeRow[]> {
      return db
        .selectFrom('syllabus_nodes')
        .selectAll()
        .where('parent_path', '=', learnPath)
        .orderBy('position')
        .execute();
    },

    /** Videos at or below a learn path, in teaching order (one row per place they are shown). */
    videosUnder(learnPath: string): Promise<PlacedVideo[]> {
      return db
        .selectFrom('video_topics')
        .innerJoin('videos', 'videos.id', 'video_topics.video_id')
        .selectAll('videos')
        .select('video_topics.learn_path')
        .where((eb) =>
          eb.or([
            eb('video_topics.learn_path', '=', learnPath),
            eb('video_topics.learn_path', 'like', `${learnPath}--%`),
          ]),
        )
        .orderBy('video_topics.position')
        .execute();
    },

    videosOfExam(exam: string): Promise<PlacedVideo[]> {
      return db
        .selectFrom('video_topics')
        .innerJoin('videos', 'videos.id', 'video_topics.video_id')
        .selectAll('videos')
        .select('video_topics.learn_path')
        .where('video_topics.exam_code', '=', exam)
        .orderBy('video_topics.position')
        .execute();
    },

    video(id: string): Promise<VideoRow | undefined> {
      return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
    },

    videosByIds(ids: readonly string[]): Promise<VideoRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('videos').selectAll().where('id', 'in', ids).execute();
    },

    /** The learn paths a video is shown under, in the order the pack lists them. */
    placesOf(videoId: string): Promise<{ learn_path: string; exam_code: string }[]> {
      return db
        .selectFrom('video_topics')
        .select(['learn_path', 'exam_code'])
        .where('video_id', '=', videoId)
        .execute();
    },

    allVideos(): Promise<VideoRow[]> {
      return db.selectFrom('videos').selectAll().orderBy('position').execute();
    },

    concepts(codes: readonly string[]) {
      if (codes.length === 0) return Promise.resolve([]);
      return db.selectFrom('concepts').selectAll().where('code', 'in', codes).execute();
    },

    booksOfExam(exam: string, kind: BookRow['kind']): Promise<BookRow[]> {
      return db
        .selectFrom('books')
        .selectAll()
        .where('exam_code', '=', exam)
        .where('kind', '=', kind)
        .orderBy('position')
        .execute();
    },

    book(id: string): Promise<BookRow | undefined> {
      return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
    },

    bannersFor(module: string): Promise<BannerRow[]> {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('module', '=', module)
        .orderBy('position')
        .execute();
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
     * from the learn home is still the homework it was.
     */
    async saveStatus(row: StatusRow): Promise<void> {
      await db
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
        .execute();
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
