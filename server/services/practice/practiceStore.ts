import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type {
  Database,
  PracticeAttemptsTable,
  PracticeSessionsTable,
  QuestionIndexTable,
  QuestionsTable,
} from '../../db/schema.ts';
import { masteryStore, type MasteryRow } from '../../mastery/masteryStore.ts';
import type { ContentCache } from '../../content/contentCache.ts';

/** Index rows at or below any of the places: `p` itself or `p--…`, as index ranges, not LIKE. */
const inPlaces =
  (prefixes: readonly string[]) =>
  (eb: ExpressionBuilder<Database & { qi: QuestionIndexTable }, 'qi'>) =>
    eb.or(
      prefixes.flatMap((p) => [
        eb('qi.learn_path', '=', p),
        eb.and([eb('qi.learn_path', '>=', `${p}--`), eb('qi.learn_path', '<', `${p}--\uffff`)]),
      ]),
    );

export type SessionRow = Selectable<PracticeSessionsTable>;
export type AttemptRow = Selectable<PracticeAttemptsTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type { MasteryRow };

/**
 * SQL of the practice service (bank questions from the pack in memory). Sessions belong to one
 * child; every read names the child.
 */
export function practiceStore(db: Kysely<Database>, cache: ContentCache): PracticeStore {
  return {
    ...practiceStoreOn(db, cache),
    together: (work) => db.transaction().execute((trx) => work(practiceStore(trx, cache))),
  };
}

function practiceStoreOn(db: Kysely<Database>, cache: ContentCache) {
  const masteryRows = masteryStore(db);
  return {
    async insertSession(row: SessionRow): Promise<void> {
      await db.insertInto('practice_sessions').values(row).execute();
    },

    session(childId: string, id: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('practice_sessions')
        .selectAll()
        .where('id', '=', id)
        .where('child_id', '=', childId)
        .executeTakeFirst();
    },

    /** A session by id whoever owns it: to tell "not yours" (403) from "no such session" (404). */
    sessionOwner(id: string) {
      return db
        .selectFrom('practice_sessions')
        .select('child_id')
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async updateSession(id: string, changes: Partial<SessionRow>): Promise<void> {
      await db.updateTable('practice_sessions').set(changes).where('id', '=', id).execute();
    },

    /** A bank question, from memory (read from the database once per pack version). */
    async question(code: string): Promise<QuestionRow | undefined> {
      return (await cache.questions([code]))[0];
    },

    /** The places in the syllabus a question is taught at (one per exam that asks it). */
    async placesOfQuestion(code: string): Promise<string[]> {
      const rows = await db
        .selectFrom('question_index')
        .select('learn_path')
        .distinct()
        .where('code', '=', code)
        .orderBy('learn_path')
        .execute();
      return rows.map((r) => r.learn_path);
    },

    /** The bank questions of these codes that exist, from memory. */
    questions(codes: readonly string[]): Promise<QuestionRow[]> {
      return cache.questions(codes);
    },

    attempts(sessionId: string): Promise<AttemptRow[]> {
      return db
        .selectFrom('practice_attempts')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('eorder')
        .execute();
    },

    attempt(sessionId: string, code: string): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('practice_attempts')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /**
     * Every question the child answered in practice (answered: not served, solving or skipped),
     * with when and whether right: the revision list's practice half.
     */
    childAnswers(childId: string, code?: string) {
      let query = db
        .selectFrom('practice_attempts as pa')
        .innerJoin('practice_sessions as ps', 'ps.id', 'pa.session_id')
        .select(['pa.code', 'pa.correct', 'pa.answered_at', 'pa.answer', 'pa.session_id'])
        .where('ps.child_id', '=', childId)
        .where('pa.status', '=', 'answered');
      if (code !== undefined) query = query.where('pa.code', '=', code);
      return query.orderBy('pa.answered_at').execute();
    },

    async insertAttempt(row: AttemptRow): Promise<void> {
      await db.insertInto('practice_attempts').values(row).execute();
    },

    async updateAttempt(sessionId: string, code: string, changes: Partial<AttemptRow>) {
      await db
        .updateTable('practice_attempts')
        .set(changes)
        .where('session_id', '=', sessionId)
        .where('code', '=', code)
        .execute();
    },

    /** The questions whose primary concept this is (from memory), for `nearestQuestion`. */
    questionIndex(concept: string) {
      return cache.questionIndex(concept);
    },

    /** How many questions of these concepts the places hold (once, when a session starts). */
    async countInScope(concepts: readonly string[], prefixes: readonly string[]): Promise<number> {
      if (concepts.length === 0) return 0;
      const row = await db
        .selectFrom('question_index as qi')
        // PostgreSQL counts as bigint, which arrives as a string.
        .select((eb) => eb.fn.count<number | string>('qi.code').distinct().as('n'))
        .where('qi.concept', 'in', concepts)
        .where('qi.is_primary', '=', 1)
        .where(inPlaces(prefixes))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The primary concepts of the questions in some places (for book and chapter sessions). */
    async conceptsIn(prefixes: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('question_index as qi')
        .select('qi.concept')
        .distinct()
        .where('qi.is_primary', '=', 1)
        .where(inPlaces(prefixes))
        .execute();
      return rows.map((r) => r.concept);
    },

    mastery(childId: string, concepts: readonly string[]): Promise<MasteryRow[]> {
      return masteryRows.ofChild(childId, concepts);
    },

    saveMastery(rows: readonly MasteryRow[]): Promise<void> {
      return masteryRows.save(rows);
    },

    async countAnswer(code: string, stepIndex: number, correct: boolean): Promise<void> {
      await db
        .insertInto('question_stats')
        .values({ code, step_index: stepIndex, attempts: 1, correct: correct ? 1 : 0 })
        .onConflict((oc) =>
          oc.columns(['code', 'step_index']).doUpdateSet((eb) => ({
            attempts: eb('question_stats.attempts', '+', 1),
            correct: eb('question_stats.correct', '+', correct ? 1 : 0),
          })),
        )
        .execute();
    },

    stats(code: string, stepIndex: number) {
      return db
        .selectFrom('question_stats')
        .selectAll()
        .where('code', '=', code)
        .where('step_index', '=', stepIndex)
        .executeTakeFirst();
    },

    async recordEvents(
      rows: readonly { id: string; session_id: string; event: string; at: number; data: string }[],
    ): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('practice_events')
          .values([...rows])
          .execute();
    },
  };
}

export type PracticeStore = ReturnType<typeof practiceStoreOn> & {
  /** Runs `work` with a store whose writes commit together, or not at all. */
  together<T>(work: (store: PracticeStore) => Promise<T>): Promise<T>;
};
