import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { AppError } from '../../../domain/errors.ts';
import type { CouponKind } from '../../../domain/subscription/cartTotals.ts';
import { normaliseCouponCode, type Coupon } from '../../../domain/subscription/couponRules.ts';
import { couponDayEnd, couponDayStart } from '../../../domain/subscription/couponWindow.ts';
import type { SubscriptionCatalog } from '../../../schemas/types.generated.ts';
import type { Database } from '../../db/schema.ts';

export type CouponRow = Selectable<Database['coupons']>;
export type NewCoupon = Insertable<Database['coupons']>;

const orNone = <T>(value: T | null): T | undefined => value ?? undefined;

/** A stored coupon as the pure rules read it. */
export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind as CouponKind,
    value: row.value,
    maxDiscountPaise: orNone(row.max_discount_paise),
    planIds: row.plan_ids === null ? undefined : (JSON.parse(row.plan_ids) as string[]),
    validFrom: orNone(row.valid_from),
    validUntil: orNone(row.valid_until),
    maxUses: orNone(row.max_uses),
    maxUsesPerUser: orNone(row.max_uses_per_user),
    spinOnly: row.spin_only === 1,
  };
}

/** The catalog's coupons of one organisation as rows (dates become Indian days, in epoch ms). */
export function catalogCouponRows(catalog: SubscriptionCatalog, now: number): NewCoupon[] {
  return catalog.organisations.flatMap((org) =>
    org.coupons.map((c) => ({
      org_id: org.organisationId,
      code: normaliseCouponCode(c.code),
      kind: c.kind,
      value: c.value,
      max_discount_paise: c.maxDiscountPaise ?? null,
      plan_ids: c.planIds ? JSON.stringify(c.planIds) : null,
      valid_from: c.validFrom === undefined ? null : couponDayStart(c.validFrom),
      valid_until: c.validUntil === undefined ? null : couponDayEnd(c.validUntil),
      max_uses: c.maxUses ?? null,
      max_uses_per_user: c.maxUsesPerUser ?? null,
      spin_only: c.spinOnly === true ? 1 : 0,
      created_at: now,
    })),
  );
}

/**
 * Loads the catalog's coupons. At server start only missing ones are added (what an operator
 * changed with `abhyas coupons add` stays); a content import also updates the terms of existing
 * ones. Neither ever touches `used_count`, the database's own tally.
 */
export async function syncCatalogCoupons(
  db: Kysely<Database>,
  catalog: SubscriptionCatalog,
  options: { now: number; updateTerms: boolean },
): Promise<number> {
  const rows = catalogCouponRows(catalog, options.now);
  for (const row of rows) {
    await db
      .insertInto('coupons')
      .values(row)
      .onConflict((oc) => {
        const target = oc.columns(['org_id', 'code']);
        if (!options.updateTerms) return target.doNothing();
        const { org_id: _org, code: _code, created_at: _created, ...terms } = row;
        return target.doUpdateSet(terms);
      })
      .execute();
  }
  return rows.length;
}

/** SQL of coupons, their uses and the spinner. */
export function couponStore(db: Kysely<Database>) {
  return {
    async findCoupon(orgId: number, code: string): Promise<CouponRow | undefined> {
      return db
        .selectFrom('coupons')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('code', '=', normaliseCouponCode(code))
        .executeTakeFirst();
    },

    async couponsOf(orgId: number | undefined): Promise<CouponRow[]> {
      let query = db.selectFrom('coupons').selectAll().orderBy('org_id').orderBy('code');
      if (orgId !== undefined) query = query.where('org_id', '=', orgId);
      return query.execute();
    },

    /** Adds a coupon; false when the organisation already has one with this code. */
    async addCoupon(row: NewCoupon): Promise<boolean> {
      const result = await db
        .insertInto('coupons')
        .values({ ...row, code: normaliseCouponCode(row.code) })
        .onConflict((oc) => oc.columns(['org_id', 'code']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** How often a child's orders used each coupon (per-user limits count redemptions). */
    async usesByChild(orgId: number, childId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('coupon_redemptions')
        .select(['code', db.fn.countAll().as('uses')])
        .where('org_id', '=', orgId)
        .where('child_id', '=', childId)
        .groupBy('code')
        .execute();
      return new Map(rows.map((r) => [r.code, Number(r.uses)]));
    },

    /** The coupon the child won on the spinner, if they spun. */
    async wonCoupon(childId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('spins')
        .select('coupon_code')
        .where('child_id', '=', childId)
        .executeTakeFirst();
      return row?.coupon_code;
    },

    /** Records the child's one spin; false when they had spun already (a second spin is lost). */
    async recordSpin(spin: Insertable<Database['spins']>): Promise<boolean> {
      const result = await db
        .insertInto('spins')
        .values(spin)
        .onConflict((oc) => oc.column('child_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}

export type CouponStore = ReturnType<typeof couponStore>;

export interface Redemption {
  orgId: number;
  code: string;
  childId: string;
  orderId: string;
  now: number;
}

/**
 * Consumes one use of a coupon for a paid order, inside the order's transaction (`trx`). The
 * global limit is one conditional UPDATE, so 20 orders racing for the last use cannot all win:
 * the row's lock (PostgreSQL) or the single writer (SQLite) makes the others see the new count.
 * The per-user limit is counted after that UPDATE, while the row is held, so two orders of one
 * child cannot both pass it either. A refusal throws with no use taken. An order redeems once, however often it is settled.
 */
export async function redeemCoupon(trx: Kysely<Database>, use: Redemption): Promise<void> {
  const code = normaliseCouponCode(use.code);
  // An order settled twice (callback and webhook) uses its coupon once.
  const done = await trx
    .selectFrom('coupon_redemptions')
    .select('id')
    .where('order_id', '=', use.orderId)
    .executeTakeFirst();
  if (done) return;
  const taken = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('org_id', '=', use.orgId)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new AppError('COUPON_EXHAUSTED');
  const coupon = await trx
    .selectFrom('coupons')
    .select('max_uses_per_user')
    .where('org_id', '=', use.orgId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  if (coupon.max_uses_per_user !== null) {
    const used = await trx
      .selectFrom('coupon_redemptions')
      .select(trx.fn.countAll().as('uses'))
      .where('org_id', '=', use.orgId)
      .where('code', '=', code)
      .where('child_id', '=', use.childId)
      .executeTakeFirstOrThrow();
    if (Number(used.uses) >= coupon.max_uses_per_user) {
      // The use taken above is given back, so a caller that credits the payment anyway (see
      // orderSettlement.ts) leaves the count equal to the redemptions.
      await trx
        .updateTable('coupons')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('org_id', '=', use.orgId)
        .where('code', '=', code)
        .execute();
      throw new AppError('COUPON_ALREADY_USED');
    }
  }
  await trx
    .insertInto('coupon_redemptions')
    .values({
      id: randomUUID(),
      org_id: use.orgId,
      code,
      child_id: use.childId,
      order_id: use.orderId,
      created_at: use.now,
    })
    .execute();
}
