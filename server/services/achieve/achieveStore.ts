import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { masteryStore, type MasteryRow } from '../../mastery/masteryStore.ts';

export type { MasteryRow };

export type PajStepRow = Selectable<Database['paj_steps']>;
export type PlanRow = Selectable<Database['pajs']>;
export type PlanStepRow = Selectable<Database['paj_plan_steps']>;
export type TargetRow = Selectable<Database['achieve_targets']>;
export type ReadinessDayRow = Selectable<Database['readiness_days']>;
type Db = Kysely<Database> | Transaction<Database>;

/** SQL of the achieve service: onboarding, targets, plans and their steps, readiness by day. */
export function achieveStore(db: Kysely<Database>) {
  const masteryRows = masteryStore(db);
  return {
    inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** A step's latest state from plan-driven practice: started, then done, each call replacing the last. */
    async saveStep(row: PajStepRow): Promise<void> {
      await db
        .insertInto('paj_steps')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['paj_id', 'child_id', 'step_index']).doUpdateSet({
            path_type: row.path_type,
            path_index: row.path_index,
            object_type: row.object_type,
            object_id: row.object_id,
            status: row.status,
            call_id: row.call_id,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    reportedSteps(pajId: string, childId: string): Promise<PajStepRow[]> {
      return db
        .selectFrom('paj_steps')
        .selectAll()
        .where('paj_id', '=', pajId)
        .where('child_id', '=', childId)
        .execute();
    },

    async latestSession(childId: string, exam: string) {
      return db
        .selectFrom('achieve_sessions')
        .selectAll()
        .where('child_id', '=', childId)
        .where('exam_code', '=', exam)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    async addSession(row: Selectable<Database['achieve_sessions']>): Promise<void> {
      await db.insertInto('achieve_sessions').values(row).execute();
    },

    target(childId: string, exam: string): Promise<TargetRow | undefined> {
      return db
        .selectFrom('achieve_targets')
        .selectAll()
        .where('child_id', '=', childId)
        .where('exam_code', '=', exam)
        .executeTakeFirst();
    },

    async saveTarget(row: TargetRow, on: Db = db): Promise<void> {
      await on
        .insertInto('achieve_targets')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['child_id', 'exam_code']).doUpdateSet({
            goal_code: row.goal_code,
            target_day: row.target_day,
            daily_minutes: row.daily_minutes,
            target_score: row.target_score,
            answers: row.answers,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    /** The child's newest plan for the exam. */
    latestPlan(childId: string, exam: string): Promise<PlanRow | undefined> {
      return db
        .selectFrom('pajs')
        .selectAll()
        .where('child_id', '=', childId)
        .where('exam_code', '=', exam)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    plan(id: string): Promise<PlanRow | undefined> {
      return db.selectFrom('pajs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async addPlan(row: PlanRow, on: Db = db): Promise<void> {
      await on.insertInto('pajs').values(row).execute();
    },

    async updatePlan(
      id: string,
      changes: Partial<Pick<PlanRow, 'last_day' | 'replanned_at'>>,
      on: Db = db,
    ): Promise<void> {
      await on.updateTable('pajs').set(changes).where('id', '=', id).execute();
    },

    /** Every step the plan ever had (replaced ones too), in plan order. */
    steps(pajId: string, on: Db = db): Promise<PlanStepRow[]> {
      return on
        .selectFrom('paj_plan_steps')
        .selectAll()
        .where('paj_id', '=', pajId)
        .orderBy('step_index')
        .execute();
    },

    async addSteps(rows: readonly PlanStepRow[], on: Db = db): Promise<void> {
      if (rows.length > 0)
        await on
          .insertInto('paj_plan_steps')
          .values([...rows])
          .execute();
    },

    async markDone(pajId: string, stepIndexes: readonly number[], at: number): Promise<void> {
      if (stepIndexes.length === 0) return;
      await db
        .updateTable('paj_plan_steps')
        .set({ done_at: at })
        .where('paj_id', '=', pajId)
        .where('step_index', 'in', stepIndexes)
        .where('done_at', 'is', null)
        .execute();
    },

    /** A re-plan replaces the steps not done from `fromDay` on. */
    async retireUndone(pajId: string, fromDay: number, on: Db = db): Promise<void> {
      await on
        .updateTable('paj_plan_steps')
        .set({ active: 0 })
        .where('paj_id', '=', pajId)
        .where('day', '>=', fromDay)
        .where('done_at', 'is', null)
        .execute();
    },

    mastery(childId: string, on: Db = db): Promise<MasteryRow[]> {
      return masteryRows.ofChild(childId, undefined, on);
    },

    saveMastery(rows: readonly MasteryRow[], on: Db): Promise<void> {
      return masteryRows.save(rows, on);
    },

    readinessDays(childId: string, exam: string): Promise<ReadinessDayRow[]> {
      return db
        .selectFrom('readiness_days')
        .selectAll()
        .where('child_id', '=', childId)
        .where('exam_code', '=', exam)
        .orderBy('day')
        .execute();
    },

    /** Today's estimate, replaced as it changes during the day. */
    async saveReadinessDay(row: ReadinessDayRow): Promise<void> {
      await db
        .insertInto('readiness_days')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['child_id', 'exam_code', 'day']).doUpdateSet({
            expected: row.expected,
            low: row.low,
            high: row.high,
            max_marks: row.max_marks,
            computed_at: row.computed_at,
          }),
        )
        .execute();
    },

    /** Finished test sessions of the child whose answers have not yet moved mastery. */
    unlearntTests(childId: string) {
      return db
        .selectFrom('test_sessions as s')
        .leftJoin('achieve_tests_learnt as l', 'l.session_id', 's.id')
        .select(['s.id', 's.test_code', 's.version', 's.result'])
        .where('s.child_id', '=', childId)
        .where('s.status', '=', 'finished')
        .where('s.result', 'is not', null)
        .where('l.session_id', 'is', null)
        .orderBy('s.frozen_at')
        .execute();
    },

    /**
     * Marks a test learnt from, inside the transaction that saves its mastery: false when another
     * request got there first (the caller then rolls back rather than count the test twice).
     */
    async claimTest(sessionId: string, childId: string, at: number, trx: Db): Promise<boolean> {
      const inserted = await trx
        .insertInto('achieve_tests_learnt')
        .values({ session_id: sessionId, child_id: childId, learnt_at: at })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type AchieveStore = ReturnType<typeof achieveStore>;
