import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TestSessionRow = Selectable<Database['test_sessions']>;
const COMPLETED = 'COMPLETED';

/**
 * What the other services recorded of a child's study, as achieve reads it to see what was really
 * done: lessons watched, tests taken, plan-driven practice answered.
 */
export function achieveProgressStore(db: Kysely<Database>) {
  return {
    /** The child's status of each lesson asked about (absent: never opened). */
    lessonStatuses(childId: string, ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('content_status')
        .select(['content_id', 'status'])
        .where('child_id', '=', childId)
        .where('content_id', 'in', ids)
        .execute();
    },

    async completedLessons(childId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('content_status')
        .select('content_id')
        .where('child_id', '=', childId)
        .where('status', '=', COMPLETED)
        .execute();
      return rows.map((r) => r.content_id);
    },

    testSessions(childId: string, codes: readonly string[]): Promise<TestSessionRow[]> {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('test_sessions')
        .selectAll()
        .where('child_id', '=', childId)
        .where('test_code', 'in', codes)
        .execute();
    },

    async finishedTests(childId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('test_sessions')
        .select('test_code')
        .where('child_id', '=', childId)
        .where('status', '=', 'finished')
        .execute();
      return rows.map((r) => r.test_code);
    },

    /** Answers given in the plan's practice sessions, by the step each session was opened for. */
    async planPracticeAnswers(childId: string, planId: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('practice_sessions as s')
        .leftJoin('practice_attempts as a', (j) =>
          j.onRef('a.session_id', '=', 's.id').on('a.answered_at', 'is not', null),
        )
        .select(['s.paj_step_index', (eb) => eb.fn.count<number>('a.code').as('answers')])
        .where('s.child_id', '=', childId)
        .where('s.paj_id', '=', planId)
        .groupBy('s.paj_step_index')
        .execute();
      return new Map(
        rows.flatMap((r) => (r.paj_step_index === null ? [] : [[r.paj_step_index, r.answers]])),
      );
    },

    /** The moments the child studied: practice answers and finished tests since `since`. */
    async studyMoments(childId: string, since: number): Promise<number[]> {
      const answers = await db
        .selectFrom('practice_attempts as a')
        .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
        .select('a.answered_at as at')
        .where('s.child_id', '=', childId)
        .where('a.answered_at', '>=', since)
        .execute();
      const tests = await db
        .selectFrom('test_sessions')
        .select('frozen_at as at')
        .where('child_id', '=', childId)
        .where('frozen_at', '>=', since)
        .execute();
      return [...answers, ...tests].flatMap((r) => (r.at === null ? [] : [r.at]));
    },

    /** Practice answers given, and students with any mastery, in the organisation. */
    async organisationCounts(orgId: number): Promise<{ answers: number; students: number }> {
      const inOrg = db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select('p.id')
        .where('u.org_id', '=', orgId);
      const answers = await db
        .selectFrom('practice_attempts as a')
        .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a.answered_at', 'is not', null)
        .where('s.child_id', 'in', inOrg)
        .executeTakeFirstOrThrow();
      const students = await db
        .selectFrom('concept_mastery')
        .select((eb) => eb.fn.count<number>('child_id').distinct().as('n'))
        .where('child_id', 'in', inOrg)
        .executeTakeFirstOrThrow();
      return { answers: answers.n, students: students.n };
    },
  };
}

export type AchieveProgressStore = ReturnType<typeof achieveProgressStore>;
