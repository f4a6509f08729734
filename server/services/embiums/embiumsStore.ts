import type { Insertable, Kysely, Transaction } from 'kysely';
import type { EmbiumMetal } from '../../../domain/contracts/embiums.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type AwardRow = Insertable<Database['embium_awards']>;

/** A sum that PostgreSQL may hand back as a string (numeric), or null over no rows. */
const whole = (value: number | string | null | undefined) => Number(value ?? 0);

/** SQL of the embiums service: the ledger of awards and each child's balance. */
export function embiumsStore(db: Kysely<Database>) {
  const balanceOf = (on: Db, childId: string) =>
    on
      .selectFrom('embium_balances')
      .select(['silver', 'gold'])
      .where('child_id', '=', childId)
      .executeTakeFirst();

  return {
    inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * Makes the child's balance row and holds it until the transaction ends: a second award of the
     * same child waits here, so two awards never both read the day's sum under its cap.
     */
    async lockBalance(trx: Transaction<Database>, orgId: number, childId: string, now: number) {
      await trx
        .insertInto('embium_balances')
        .values({ child_id: childId, org_id: orgId, silver: 0, gold: 0, updated_at: now })
        .onConflict((oc) => oc.column('child_id').doNothing())
        .execute();
      await trx
        .updateTable('embium_balances')
        .set((eb) => ({ silver: eb.ref('silver') }))
        .where('child_id', '=', childId)
        .execute();
    },

    async awarded(trx: Transaction<Database>, childId: string, event: string, objectId: string) {
      const row = await trx
        .selectFrom('embium_awards')
        .select('id')
        .where('child_id', '=', childId)
        .where('event', '=', event)
        .where('object_id', '=', objectId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Points of one event the child earned on one India day (index embium_awards_day). */
    async earnedOn(trx: Transaction<Database>, childId: string, event: string, day: number) {
      const row = await trx
        .selectFrom('embium_awards')
        .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
        .where('child_id', '=', childId)
        .where('event', '=', event)
        .where('day_key', '=', day)
        .executeTakeFirst();
      return whole(row?.points);
    },

    /** Stores an award; false when the (child, event, object) already has one. */
    async insertAward(trx: Transaction<Database>, row: AwardRow): Promise<boolean> {
      const result = await trx
        .insertInto('embium_awards')
        .values(row)
        .onConflict((oc) => oc.columns(['child_id', 'event', 'object_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async addToBalance(
      trx: Transaction<Database>,
      childId: string,
      metal: EmbiumMetal,
      points: number,
      now: number,
    ) {
      await trx
        .updateTable('embium_balances')
        .set((eb) =>
          metal === 'silver'
            ? { silver: eb(eb.ref('silver'), '+', points), updated_at: now }
            : { gold: eb(eb.ref('gold'), '+', points), updated_at: now },
        )
        .where('child_id', '=', childId)
        .execute();
    },

    /** The India days on which the child earned anything (a few hundred a year at most). */
    async daysWithAwards(trx: Transaction<Database>, childId: string) {
      const rows = await trx
        .selectFrom('embium_awards')
        .select('day_key')
        .distinct()
        .where('child_id', '=', childId)
        .execute();
      return rows.map((r) => r.day_key);
    },

    async balance(childId: string, trx?: Transaction<Database>) {
      const row = await balanceOf(trx ?? db, childId);
      return { silver: row?.silver ?? 0, gold: row?.gold ?? 0 };
    },

    /** Points earned for what belongs to a source, by metal (index embium_awards_source). */
    async ofSource(childId: string, sourceId: string) {
      const rows = await db
        .selectFrom('embium_awards')
        .select(['metal', (eb) => eb.fn.sum<number | string | null>('points').as('points')])
        .where('child_id', '=', childId)
        .where('source_id', '=', sourceId)
        .groupBy('metal')
        .execute();
      const of = (metal: EmbiumMetal) => whole(rows.find((r) => r.metal === metal)?.points);
      return { silver: of('silver'), gold: of('gold') };
    },

    /** Points earned for one object (index embium_awards_object). */
    async ofObject(childId: string, objectId: string) {
      const row = await db
        .selectFrom('embium_awards')
        .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
        .where('child_id', '=', childId)
        .where('object_id', '=', objectId)
        .executeTakeFirst();
      return whole(row?.points);
    },
  };
}

export type EmbiumsStore = ReturnType<typeof embiumsStore>;
