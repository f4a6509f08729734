import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activeCouponsCall,
  applyCouponCall,
  removeCouponCall,
} from '../../../domain/contracts/cart.ts';
import { AppError } from '../../../domain/errors.ts';
import { discountOf } from '../../../domain/subscription/cartTotals.ts';
import { couponRefusal } from '../../../domain/subscription/couponRules.ts';
import { registerCall } from '../../http/registerCall.ts';
import { cartSummaryOf, couponView } from './cartSummaryOf.ts';
import { cartForOrder, cartStore, couponRefusalFor } from './cartStore.ts';
import { couponOf, couponStore } from './couponStore.ts';
import { pricedCart } from './pricedCart.ts';
import { sellingOrgFor } from './sellingOrgFor.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

/**
 * The coupon calls: one coupon per cart. Applying checks every rule, limits included, but only
 * the paid order's redemption (`redeemCoupon`) consumes a use.
 */
export function couponRoutes(app: FastifyInstance, ctx: SubscriptionContext): void {
  const { deps } = ctx;
  const carts = cartStore(deps.db);
  const coupons = couponStore(deps.db);
  const context = () => ({ catalog: deps.subscriptionCatalog, now: deps.clock() });

  /** The calling child's cart (the one named, when a call names one) where plans are sold. */
  const childCart = async (request: FastifyRequest, cartId?: string) => {
    const session = await ctx.child(request);
    sellingOrgFor(deps.subscriptionCatalog, request.brand, session.orgId);
    const cart = await carts.cartOf(session.profile.id);
    if (!cart || (cartId !== undefined && cart.id !== cartId)) throw new AppError('CART_NOT_FOUND');
    return { session, cart };
  };

  registerCall(app, activeCouponsCall, async (_input, request) => {
    const { session, cart } = await childCart(request);
    const priced = await pricedCart(deps.db, session.profile.id, cart.id, context());
    const now = deps.clock();
    const used = await coupons.usesByChild(session.orgId, session.profile.id);
    const won = await coupons.wonCoupon(session.profile.id);
    const usable = (await coupons.couponsOf(session.orgId)).filter(
      (row) =>
        couponRefusal(couponOf(row), cart.plan_id, now, {
          usedCount: row.used_count,
          usedByChild: used.get(row.code) ?? 0,
          wonByChild: won === row.code,
        }) === undefined,
    );
    const data = usable.map((row) => {
      const coupon = couponOf(row);
      return { ...couponView(coupon), discount: discountOf(priced.plan.pricePaise, coupon) };
    });
    return { body: { data } };
  });

  registerCall(app, applyCouponCall, async ({ body }, request) => {
    const { session, cart } = await childCart(request, body.id);
    const row = await coupons.findCoupon(session.orgId, body.code);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const coupon = couponOf(row);
    const who = { orgId: session.orgId, childId: session.profile.id };
    const refusal = await couponRefusalFor(deps.db, coupon, who, cart.plan_id, deps.clock());
    if (refusal) throw new AppError(refusal);
    await carts.updateCart(cart.id, { couponCode: coupon.code }, deps.clock());
    const priced = await cartForOrder(deps.db, session.profile.id, cart.id, context());
    return { body: { data: cartSummaryOf(priced, body.locale) } };
  });

  registerCall(app, removeCouponCall, async ({ query }, request) => {
    const { session, cart } = await childCart(request, query.cartId);
    await carts.updateCart(cart.id, { couponCode: null }, deps.clock());
    const priced = await cartForOrder(deps.db, session.profile.id, cart.id, context());
    return { body: { data: cartSummaryOf(priced, query.locale) } };
  });
}
