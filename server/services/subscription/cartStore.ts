import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../domain/errors.ts';
import { cartTotals, type CartTotals } from '../../../domain/subscription/cartTotals.ts';
import { couponRefusal, type Coupon } from '../../../domain/subscription/couponRules.ts';
import type { SubscriptionCatalog } from '../../../schemas/types.generated.ts';
import type { Database } from '../../db/schema.ts';
import {
  catalogPlan,
  sellingOrganisation,
  type CatalogPlan,
  type SellingOrganisation,
} from './catalogLookup.ts';
import { couponOf, couponStore } from './couponStore.ts';

export type CartRow = Selectable<Database['carts']>;

/** SQL of carts: one open cart per child. */
export function cartStore(db: Kysely<Database>) {
  return {
    async cartOf(childId: string): Promise<CartRow | undefined> {
      return db.selectFrom('carts').selectAll().where('child_id', '=', childId).executeTakeFirst();
    },

    /**
     * Opens the child's cart for a plan, or switches the open one to it: one cart per child, kept
     * by the unique child_id, so two first calls racing still leave one cart.
     */
    async openCart(
      orgId: number,
      childId: string,
      planId: string,
      now: number,
    ): Promise<{ cart: CartRow; created: boolean }> {
      const id = randomUUID();
      await db
        .insertInto('carts')
        .values({
          id,
          org_id: orgId,
          child_id: childId,
          plan_id: planId,
          coupon_code: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('child_id').doNothing())
        .execute();
      const cart = await db
        .selectFrom('carts')
        .selectAll()
        .where('child_id', '=', childId)
        .executeTakeFirstOrThrow();
      return { cart, created: cart.id === id };
    },

    async updateCart(
      cartId: string,
      change: { planId?: string; couponCode?: string | null },
      now: number,
    ): Promise<void> {
      await db
        .updateTable('carts')
        .set({
          ...(change.planId !== undefined && { plan_id: change.planId }),
          ...(change.couponCode !== undefined && { coupon_code: change.couponCode }),
          updated_at: now,
        })
        .where('id', '=', cartId)
        .execute();
    },
  };
}

export type CartStore = ReturnType<typeof cartStore>;

/** A cart with everything priced: what its summary shows and what an order charges. */
export interface PricedCart {
  cart: CartRow;
  org: SellingOrganisation;
  plan: CatalogPlan;
  coupon?: Coupon;
  totals: CartTotals;
}

/** Why a coupon may not be used on this child's cart now, read from the database. */
export async function couponRefusalFor(
  db: Kysely<Database>,
  coupon: Coupon,
  who: { orgId: number; childId: string },
  planId: string,
  now: number,
) {
  const coupons = couponStore(db);
  const row = await coupons.findCoupon(who.orgId, coupon.code);
  const usedByChild = (await coupons.usesByChild(who.orgId, who.childId)).get(coupon.code) ?? 0;
  const wonByChild = (await coupons.wonCoupon(who.childId)) === coupon.code;
  return couponRefusal(coupon, planId, now, {
    usedCount: row?.used_count ?? 0,
    usedByChild,
    wonByChild,
  });
}

/**
 * The child's cart priced by the server from the catalog and the coupon row: the one source of
 * the totals a summary shows and an order charges. A coupon that no longer holds (expired, used
 * up) refuses with its reason rather than silently charging more than the summary showed.
 */
export async function cartForOrder(
  db: Kysely<Database>,
  childId: string,
  cartId: string,
  { catalog, now }: { catalog: SubscriptionCatalog; now: number },
): Promise<PricedCart> {
  const cart = await cartStore(db).cartOf(childId);
  if (!cart || cart.id !== cartId) throw new AppError('CART_NOT_FOUND');
  const org = sellingOrganisation(catalog, cart.org_id);
  if (!org) throw new AppError('MONETISATION_OFF');
  const plan = catalogPlan(org, cart.plan_id);
  if (!plan) throw new AppError('PLAN_NOT_FOUND');
  let coupon: Coupon | undefined;
  if (cart.coupon_code !== null) {
    const row = await couponStore(db).findCoupon(cart.org_id, cart.coupon_code);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    coupon = couponOf(row);
    const refusal = await couponRefusalFor(
      db,
      coupon,
      { orgId: cart.org_id, childId },
      plan.id,
      now,
    );
    if (refusal) throw new AppError(refusal);
  }
  const totals = cartTotals({
    pricePaise: plan.pricePaise,
    coupon,
    gstRateBp: org.gstRateBp,
  });
  return { cart, org, plan, ...(coupon && { coupon }), totals };
}
