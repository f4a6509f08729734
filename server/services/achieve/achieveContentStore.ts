import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A pack test by its code and current version. */
export interface TestVersion {
  code: string;
  version: number;
}

/**
 * The content pack's tables as achieve reads them: the exam's syllabus, lessons and tests, and
 * the names its tiles show. Content is the same for every organisation (the pack is shared).
 */
export function achieveContentStore(db: Kysely<Database>) {
  const testsOfType = (exam: string, type: string): Promise<TestVersion[]> =>
    db
      .selectFrom('tests')
      .select(['code', 'version'])
      .where('exam_code', '=', exam)
      .where('type', '=', type)
      .where('visible_at', 'is', null)
      .orderBy('position')
      .execute();
  return {
    syllabusNodes(exam: string) {
      return db
        .selectFrom('syllabus_nodes')
        .select([
          'learn_path',
          'parent_path',
          'level',
          'code',
          'goal_code',
          'subject_code',
          'names',
          'concepts',
        ])
        .where('exam_code', '=', exam)
        .orderBy('position')
        .execute();
    },

    async examNames(exam: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('exams')
        .select('names')
        .where('code', '=', exam)
        .executeTakeFirst();
      return row?.names;
    },

    /** The exam's full mock tests, chapter tests or diagnostic papers, in the pack's order. */
    testsOfType,

    /** The exam's lessons: each video with the topic it teaches, in teaching order. */
    lessonsOf(exam: string) {
      return db
        .selectFrom('video_topics as vt')
        .innerJoin('videos as v', 'v.id', 'vt.video_id')
        .select(['vt.learn_path', 'v.id', 'v.duration'])
        .where('vt.exam_code', '=', exam)
        .orderBy('vt.position')
        .execute();
    },

    videoTitles(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('videos').select(['id', 'titles']).where('id', 'in', ids).execute();
    },

    conceptNames(codes: readonly string[]) {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('concepts')
        .select(['code', 'names'])
        .where('code', 'in', codes)
        .execute();
    },

    testVersions(codes: readonly string[]): Promise<TestVersion[]> {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('tests')
        .select(['code', 'version'])
        .where('code', 'in', codes)
        .execute();
    },

    async questionCount(): Promise<number> {
      const row = await db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type AchieveContentStore = ReturnType<typeof achieveContentStore>;
