import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A child to tell about a test, with where and in which language. */
export interface TestNoticeTarget {
  childId: string;
  orgId: number;
  locale: string;
}

/** A finisher of a test: the target and the session its analysis opens. */
export interface TestFinisher extends TestNoticeTarget {
  sessionId: string;
}

/**
 * SQL of the test notices' sweeps (solutions released, a test about to open). Both page by id
 * after a cursor, so a round reads a bounded slice and the next one goes on from it.
 */
export function testNoticeStore(db: Kysely<Database>) {
  return {
    /** The pack's tests, latest version each (their schedules are in the version's content). */
    tests() {
      return db
        .selectFrom('tests')
        .select(['code', 'version', 'exam_code', 'visible_at'])
        .execute();
    },

    async content(code: string, version: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('test_versions')
        .select('content')
        .where('code', '=', code)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.content;
    },

    /**
     * Sessions of a test that are over at `now`: finished, or started with their time up (frozen
     * only when next read, and finished all the same).
     */
    async finishers(
      testCode: string,
      now: number,
      afterSessionId: string,
      limit: number,
    ): Promise<TestFinisher[]> {
      const rows = await db
        .selectFrom('test_sessions as s')
        .innerJoin('profiles as p', 'p.id', 's.child_id')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['s.id', 's.child_id', 'u.org_id', 'p.locale'])
        .where('s.test_code', '=', testCode)
        .where((eb) =>
          eb.or([
            eb('s.status', '=', 'finished'),
            eb.and([eb('s.status', '=', 'started'), eb('s.deadline_at', '<=', now)]),
          ]),
        )
        .where('s.id', '>', afterSessionId)
        .orderBy('s.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        sessionId: r.id,
        childId: r.child_id,
        orgId: r.org_id,
        locale: r.locale,
      }));
    },

    /** Children whose exam is `exam` and who have no session of the test, by profile id. */
    async notStarted(
      exam: string,
      testCode: string,
      afterChildId: string,
      limit: number,
    ): Promise<TestNoticeTarget[]> {
      const rows = await db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'u.org_id', 'p.locale'])
        .where('p.primary_exam', '=', exam)
        .where('p.id', '>', afterChildId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('test_sessions as s')
                .select('s.id')
                .whereRef('s.child_id', '=', 'p.id')
                .where('s.test_code', '=', testCode),
            ),
          ),
        )
        .orderBy('p.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ childId: r.id, orgId: r.org_id, locale: r.locale }));
    },
  };
}

export type TestNoticeStore = ReturnType<typeof testNoticeStore>;
