import type { Kysely, Selectable } from 'kysely';
import { DIAGNOSTIC_TEST_TYPE } from '../../domain/mockTests/isListedTest.ts';
import type { Database } from '../db/schema.ts';

export type PackNodeRow = Selectable<Database['syllabus_nodes']>;
export type PackVideoRow = Selectable<Database['videos']>;
export type PackBookRow = Selectable<Database['books']>;
export type PackBannerRow = Selectable<Database['banners']>;
export type PackConceptRow = Selectable<Database['concepts']>;
export type PackQuestionRow = Selectable<Database['questions']>;
export type PackTopicRow = Selectable<Database['video_topics']>;
/** A question's place in the index as the next-question pick reads it (its primary concept's). */
export type IndexEntry = Pick<
  Selectable<Database['question_index']>,
  'code' | 'learn_path' | 'difficulty' | 'position'
>;

/** SQL of the in-memory content: the pack's version, its tables, and questions on demand. */
export function contentSnapshotStore(db: Kysely<Database>) {
  return {
    /** The version the last import that changed anything left (migration 0028). */
    async version(): Promise<number> {
      const row = await db
        .selectFrom('content_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.version ?? 0;
    },

    /** Every row of the pack's small tables, each in the order its reads show it. */
    async packRows() {
      const [exams, nodes, videos, topics, concepts, books, banners, questionPaths, tests] =
        await Promise.all([
          db
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
            .execute(),
          db.selectFrom('syllabus_nodes').selectAll().orderBy('position').execute(),
          db.selectFrom('videos').selectAll().orderBy('position').execute(),
          // The table's own order: a video's places as the pack listed them.
          db.selectFrom('video_topics').selectAll().execute(),
          db.selectFrom('concepts').selectAll().execute(),
          db.selectFrom('books').selectAll().orderBy('position').execute(),
          db.selectFrom('banners').selectAll().orderBy('position').execute(),
          db.selectFrom('question_index').select('learn_path').distinct().execute(),
          // A diagnostic paper alone puts no tests on the exam's test home.
          db
            .selectFrom('tests')
            .select('exam_code')
            .where('type', '<>', DIAGNOSTIC_TEST_TYPE)
            .distinct()
            .execute(),
        ]);
      return {
        exams,
        nodes,
        videos,
        topics,
        concepts,
        books,
        banners,
        questionPaths: questionPaths.map((r) => r.learn_path),
        testExams: tests.map((r) => r.exam_code),
      };
    },

    questions(codes: readonly string[]): Promise<PackQuestionRow[]> {
      if (codes.length === 0) return Promise.resolve([]);
      return db.selectFrom('questions').selectAll().where('code', 'in', codes).execute();
    },

    /** The questions whose primary concept this is, in the order the pick prefers them. */
    questionIndexOf(concept: string): Promise<IndexEntry[]> {
      return db
        .selectFrom('question_index')
        .select(['code', 'learn_path', 'difficulty', 'position'])
        .where('concept', '=', concept)
        .where('is_primary', '=', 1)
        .orderBy('learn_path')
        .orderBy('position')
        .execute();
    },
  };
}

export type ContentSnapshotStore = ReturnType<typeof contentSnapshotStore>;
export type PackRows = Awaited<ReturnType<ContentSnapshotStore['packRows']>>;
