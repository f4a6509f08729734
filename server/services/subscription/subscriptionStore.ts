import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DurationUnit } from '../../../domain/contracts/subscriptionPlans.ts';
import { AppError } from '../../../domain/errors.ts';
import { addDuration } from '../../../domain/subscription/planValidity.ts';
import type { Database } from '../../db/schema.ts';

export type SubscriptionRow = Selectable<Database['subscriptions']>;

export interface PaidPlan {
  orgId: number;
  childId: string;
  vertical: string;
  planId: string;
  durationUnit: DurationUnit;
  durationValue: number;
  now: number;
}

/**
 * Puts a bought plan in force, inside the order's transaction (`trx`). A plan still running
 * (trial or paid) is extended from its end, so no paid day is lost; an ended one, or none,
 * starts now. The row becomes PAID and its end is told again when it comes. Returns the new end.
 * Two payments of one child for one goal meet at the (child, vertical) key: on SQLite the writes
 * take turns; on PostgreSQL the second insert of a first plan fails and its order's transaction
 * with it, rather than losing either extension silently.
 */
export async function activatePaidPlan(trx: Kysely<Database>, plan: PaidPlan): Promise<number> {
  const current = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('child_id', '=', plan.childId)
    .where('vertical', '=', plan.vertical)
    .executeTakeFirst();
  const running = current !== undefined && current.valid_until > plan.now;
  const from = running ? current.valid_until : plan.now;
  const validUntil = addDuration(from, plan.durationUnit, plan.durationValue);
  const fields = {
    type: 'PAID',
    plan_id: plan.planId,
    duration_unit: plan.durationUnit,
    duration_value: plan.durationValue,
    valid_until: validUntil,
    expiry_announced_at: null,
    updated_at: plan.now,
  };
  if (current) {
    await trx
      .updateTable('subscriptions')
      .set({ ...fields, starts_at: running ? current.starts_at : plan.now })
      .where('id', '=', current.id)
      .execute();
  } else {
    await trx
      .insertInto('subscriptions')
      .values({
        ...fields,
        id: randomUUID(),
        org_id: plan.orgId,
        child_id: plan.childId,
        vertical: plan.vertical,
        starts_at: plan.now,
        created_at: plan.now,
      })
      .execute();
  }
  return validUntil;
}

export interface TrialStart {
  orgId: number;
  childId: string;
  vertical: string;
  days: number;
  now: number;
}

/** SQL of the plan calls: a child's subscriptions, its free trial, and announcing an end once. */
export function subscriptionStore(db: Kysely<Database>) {
  return {
    subscriptionsOf(orgId: number, childId: string): Promise<SubscriptionRow[]> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('child_id', '=', childId)
        .orderBy('vertical')
        .execute();
    },

    /**
     * Records the trial and its plan in one transaction. Both inserts yield to a row already
     * there, so two requests at once give one trial: the loser is told TRIAL_USED, or
     * ALREADY_SUBSCRIBED when the goal already has a plan (and no trial is spent on it).
     */
    async startTrial(trial: TrialStart): Promise<SubscriptionRow> {
      return db.transaction().execute(async (trx) => {
        const given = await trx
          .insertInto('free_trials')
          .values({
            child_id: trial.childId,
            org_id: trial.orgId,
            vertical: trial.vertical,
            started_at: trial.now,
          })
          .onConflict((oc) => oc.column('child_id').doNothing())
          .executeTakeFirst();
        if (Number(given.numInsertedOrUpdatedRows ?? 0n) !== 1) throw new AppError('TRIAL_USED');
        const row: SubscriptionRow = {
          id: randomUUID(),
          org_id: trial.orgId,
          child_id: trial.childId,
          vertical: trial.vertical,
          type: 'TRIAL',
          plan_id: null,
          duration_unit: 'DAY',
          duration_value: trial.days,
          starts_at: trial.now,
          valid_until: addDuration(trial.now, 'DAY', trial.days),
          expiry_announced_at: null,
          created_at: trial.now,
          updated_at: trial.now,
        };
        const inserted = await trx
          .insertInto('subscriptions')
          .values(row)
          .onConflict((oc) => oc.columns(['child_id', 'vertical']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1)
          throw new AppError('ALREADY_SUBSCRIBED');
        return row;
      });
    },

    /**
     * Plans ending in (`from`, `to`], after the cursor (`after`: the last end and id read), in
     * order of their end: the notices' sweep reads the warning window a page at a time.
     */
    endingBetween(
      from: number,
      to: number,
      after: { validUntil: number; id: string } | undefined,
      limit: number,
    ): Promise<SubscriptionRow[]> {
      let query = db
        .selectFrom('subscriptions')
        .selectAll()
        .where('valid_until', '>', from)
        .where('valid_until', '<=', to);
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('valid_until', '>', after.validUntil),
            eb.and([eb('valid_until', '=', after.validUntil), eb('id', '>', after.id)]),
          ]),
        );
      return query.orderBy('valid_until').orderBy('id').limit(limit).execute();
    },

    /** Plans ended in (`from`, `now`] whose end nobody has announced yet (nobody read them). */
    endedUnannounced(from: number, now: number, limit: number): Promise<SubscriptionRow[]> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('valid_until', '>', from)
        .where('valid_until', '<=', now)
        .where('expiry_announced_at', 'is', null)
        .orderBy('valid_until')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Marks an ended plan as told; true for the one caller that marked it (told once). */
    async announceExpiry(id: string, validUntil: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({ expiry_announced_at: now })
        .where('id', '=', id)
        .where('valid_until', '=', validUntil)
        .where('expiry_announced_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type SubscriptionStore = ReturnType<typeof subscriptionStore>;
