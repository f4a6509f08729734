import type { Kysely, Selectable, Transaction } from 'kysely';
import { DIAGNOSTIC_TEST_TYPE } from '../../../domain/mockTests/isListedTest.ts';
import { groupCommit } from '../../db/groupCommit.ts';
import type { Database, TestEventsTable, TestSessionsTable, TestsTable } from '../../db/schema.ts';

export type TestRow = Selectable<TestsTable>;
export type TestSessionRow = Selectable<TestSessionsTable>;
export type TestEventRow = Selectable<TestEventsTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** SQL of the test service. Sessions and custom tests belong to one child. */
export function testStore(db: Kysely<Database>) {
  const sessions = (on: Db = db) => on.selectFrom('test_sessions').selectAll();
  // A diagnostic paper's session is the achieve module's: a child's lists of tests leave it out.
  const unlistedCodes = () =>
    db.selectFrom('tests').select('code').where('type', '=', DIAGNOSTIC_TEST_TYPE);
  return {
    /** Runs `work` in one transaction; the store's methods that take `trx` join it. */
    inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * Runs a session's `work` in the database's next group commit, beside other requests' writes
     * (server/db/groupCommit.ts): its value comes back once committed; its error fails only it.
     */
    inGroupCommit<T>(
      sessionId: string,
      work: (trx: Transaction<Database>) => Promise<T>,
    ): Promise<T> {
      return groupCommit(db).run(sessionId, work);
    },

    test(code: string): Promise<TestRow | undefined> {
      return db.selectFrom('tests').selectAll().where('code', '=', code).executeTakeFirst();
    },

    testsOfExam(exam: string): Promise<TestRow[]> {
      return db
        .selectFrom('tests')
        .selectAll()
        .where('exam_code', '=', exam)
        .orderBy('position')
        .execute();
    },

    /** A pack paper's content in one version. */
    async version(code: string, version: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('test_versions')
        .select('content')
        .where('code', '=', code)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.content;
    },

    /** The bank's questions by code (their JSON content). */
    bankQuestions(codes: readonly string[]) {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('questions')
        .select(['code', 'content'])
        .where('code', 'in', codes)
        .execute();
    },

    /** The syllabus node at a learn path (a subject's names, for the analysis). */
    syllabusNode(path: string) {
      return db
        .selectFrom('syllabus_nodes')
        .selectAll()
        .where('learn_path', '=', path)
        .executeTakeFirst();
    },

    /** The syllabus nodes under a learn path (an exam's subjects, units, chapters, topics). */
    syllabusUnder(path: string) {
      return db
        .selectFrom('syllabus_nodes')
        .selectAll()
        .where('learn_path', '>=', `${path}--`)
        .where('learn_path', '<', `${path}--\uffff`)
        .orderBy('position')
        .execute();
    },

    /** Every question placed under a learn path (by its primary concept), with its type. */
    primaryQuestionsUnder(path: string) {
      return db
        .selectFrom('question_index as qi')
        .innerJoin('questions as q', 'q.code', 'qi.code')
        .select(['qi.learn_path', 'qi.code', 'q.type'])
        .where('qi.is_primary', '=', 1)
        .where('qi.learn_path', '>=', `${path}--`)
        .where('qi.learn_path', '<', `${path}--\uffff`)
        .execute();
    },

    customTest(code: string) {
      return db.selectFrom('custom_tests').selectAll().where('code', '=', code).executeTakeFirst();
    },

    customTestsOf(childId: string) {
      return db
        .selectFrom('custom_tests')
        .selectAll()
        .where('child_id', '=', childId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async insertCustomTest(row: {
      code: string;
      child_id: string;
      exam_code: string;
      content: string;
      created_at: number;
    }): Promise<void> {
      await db.insertInto('custom_tests').values(row).execute();
    },

    sessionOf(childId: string, testCode: string): Promise<TestSessionRow | undefined> {
      return sessions()
        .where('child_id', '=', childId)
        .where('test_code', '=', testCode)
        .executeTakeFirst();
    },

    sessionsOf(childId: string, testCodes: readonly string[]): Promise<TestSessionRow[]> {
      if (testCodes.length === 0) return Promise.resolve([]);
      return sessions()
        .where('child_id', '=', childId)
        .where('test_code', 'in', testCodes)
        .execute();
    },

    sessionById(id: string, on: Db = db): Promise<TestSessionRow | undefined> {
      return sessions(on).where('id', '=', id).executeTakeFirst();
    },

    /**
     * The session, held for the rest of the transaction: a write to its row first takes the
     * row's lock on PostgreSQL and the write lock on SQLite, so two syncs of one session never
     * interleave (on either database, with one server copy or many).
     */
    async lockSession(trx: Transaction<Database>, id: string) {
      await trx
        .updateTable('test_sessions')
        .set((eb) => ({ last_sequence: eb.ref('last_sequence') }))
        .where('id', '=', id)
        .execute();
      return sessions(trx).where('id', '=', id).executeTakeFirst();
    },

    /** Stores a new session; a second start of the same test by the same child stores nothing. */
    async insertSession(row: TestSessionRow): Promise<void> {
      await db
        .insertInto('test_sessions')
        .values(row)
        .onConflict((oc) => oc.columns(['child_id', 'test_code']).doNothing())
        .execute();
    },

    /** The first time the student is shown the key, the solutions or the analysis; later ones keep it. */
    async markResultsShown(id: string, now: number): Promise<void> {
      await db
        .updateTable('test_sessions')
        .set({ results_shown_at: now })
        .where('id', '=', id)
        .where('results_shown_at', 'is', null)
        .execute();
    },

    async updateSession(id: string, changes: Partial<TestSessionRow>, on: Db = db): Promise<void> {
      await on.updateTable('test_sessions').set(changes).where('id', '=', id).execute();
    },

    /** Stores events not held yet; one already held by its sequence is left as it was. */
    async insertEvents(trx: Transaction<Database>, rows: readonly TestEventRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const result = await trx
        .insertInto('test_events')
        .values(rows)
        .onConflict((oc) => oc.columns(['session_id', 'sequence']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** Which of these sequences the session already holds. */
    async heldSequences(
      trx: Transaction<Database>,
      sessionId: string,
      sequences: readonly number[],
    ): Promise<Set<number>> {
      if (sequences.length === 0) return new Set();
      const rows = await trx
        .selectFrom('test_events')
        .select('sequence')
        .where('session_id', '=', sessionId)
        .where('sequence', 'in', sequences)
        .execute();
      return new Set(rows.map((r) => r.sequence));
    },

    events(sessionId: string, on: Db = db): Promise<TestEventRow[]> {
      return on
        .selectFrom('test_events')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('sequence')
        .execute();
    },

    eventsPage(sessionId: string, page: number, size: number): Promise<TestEventRow[]> {
      return db
        .selectFrom('test_events')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('sequence')
        .limit(size)
        .offset(page * size)
        .execute();
    },

    async countEvents(sessionId: string): Promise<number> {
      const row = await db
        .selectFrom('test_events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Every finisher's score of a test in one organisation (for rank and percentile). */
    async finishedScores(testCode: string, orgId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('test_sessions')
        .select('score')
        .where('test_code', '=', testCode)
        .where('org_id', '=', orgId)
        .where('status', '=', 'finished')
        .where('score', 'is not', null)
        .execute();
      return rows.map((r) => Number(r.score));
    },

    /** Started sessions of a test whose time has run out (frozen before anyone is ranked). */
    dueSessions(testCode: string, now: number): Promise<TestSessionRow[]> {
      return sessions()
        .where('test_code', '=', testCode)
        .where('status', '=', 'started')
        .where('deadline_at', '<=', now)
        .execute();
    },

    /** Every session of the child of a listed test (the tests-taken list; a child takes few). */
    listedSessionsOfChild(childId: string): Promise<TestSessionRow[]> {
      return sessions()
        .where('child_id', '=', childId)
        .where('test_code', 'not in', unlistedCodes())
        .orderBy('started_at', 'desc')
        .execute();
    },

    /** The child's finished sessions of any test, diagnostic ones too, newest first. */
    finishedOf(childId: string): Promise<TestSessionRow[]> {
      return sessions()
        .where('child_id', '=', childId)
        .where('status', '=', 'finished')
        .orderBy('frozen_at', 'desc')
        .execute();
    },

    /** The child's finished sessions of listed tests, newest first (the performance shelf). */
    listedFinishedOf(childId: string): Promise<TestSessionRow[]> {
      return sessions()
        .where('child_id', '=', childId)
        .where('status', '=', 'finished')
        .where('test_code', 'not in', unlistedCodes())
        .orderBy('frozen_at', 'desc')
        .execute();
    },
  };
}

export type TestStore = ReturnType<typeof testStore>;
