import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cartSummaryCall,
  createCartCall,
  getCartCall,
  patchCartCall,
  type Cart,
} from '../../../domain/contracts/cart.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { catalogPlan } from './catalogLookup.ts';
import { cartSummaryOf } from './cartSummaryOf.ts';
import { cartStore, type CartRow } from './cartStore.ts';
import { pricedCart } from './pricedCart.ts';
import { sellingOrgFor } from './sellingOrgFor.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

const cartOf = (row: CartRow): Cart => ({
  id: row.id,
  planId: row.plan_id,
  ...(row.coupon_code !== null && { coupon: row.coupon_code }),
});

/** The cart calls (shell spec §4 "Cart"): one open cart per child, for one plan. */
export function cartRoutes(app: FastifyInstance, ctx: SubscriptionContext): void {
  const { deps } = ctx;
  const carts = cartStore(deps.db);

  /** The calling child where plans are sold, and the plan named, which must be on sale. */
  const buyer = async (request: FastifyRequest, planId?: string) => {
    const session = await ctx.child(request);
    const org = sellingOrgFor(deps.subscriptionCatalog, request.brand, session.orgId);
    if (planId !== undefined && !catalogPlan(org, planId)) throw new AppError('PLAN_NOT_FOUND');
    return session;
  };

  /** After a plan change the coupon is checked again (and taken off when it no longer holds). */
  const repriced = async (childId: string, cartId: string) =>
    pricedCart(deps.db, childId, cartId, { catalog: deps.subscriptionCatalog, now: deps.clock() });

  registerCall(app, getCartCall, async (_input, request) => {
    const session = await buyer(request);
    const cart = await carts.cartOf(session.profile.id);
    if (!cart) throw new AppError('CART_NOT_FOUND');
    return { body: { data: cartOf(cart) } };
  });

  registerCall(app, createCartCall, async ({ body }, request) => {
    const session = await buyer(request, body.planId);
    const now = deps.clock();
    const opened = await carts.openCart(session.orgId, session.profile.id, body.planId, now);
    if (opened.created) return { status: 201 as const, body: { data: cartOf(opened.cart) } };
    await carts.updateCart(opened.cart.id, { planId: body.planId }, now);
    const { cart } = await repriced(session.profile.id, opened.cart.id);
    return { status: 200 as const, body: { data: cartOf(cart) } };
  });

  registerCall(app, patchCartCall, async ({ body }, request) => {
    const session = await buyer(request, body.planId);
    const cart = await carts.cartOf(session.profile.id);
    if (!cart || cart.id !== body.cartId) throw new AppError('CART_NOT_FOUND');
    await carts.updateCart(cart.id, { planId: body.planId }, deps.clock());
    const priced = await repriced(session.profile.id, cart.id);
    return { body: { data: cartOf(priced.cart) } };
  });

  registerCall(app, cartSummaryCall, async ({ query }, request) => {
    const session = await buyer(request);
    const priced = await repriced(session.profile.id, query.cartId);
    return { body: { data: cartSummaryOf(priced, query.locale) } };
  });
}
