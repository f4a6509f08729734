import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spinCall, spinnerCall, spinnerEligibilityCall } from '../../../domain/contracts/cart.ts';
import { AppError } from '../../../domain/errors.ts';
import { normaliseCouponCode } from '../../../domain/subscription/couponRules.ts';
import { prizeAt, totalWeight } from '../../../domain/subscription/spinnerPrize.ts';
import { spinnerEligibility } from '../../../domain/subscription/spinnerEligibility.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import { registerCall } from '../../http/registerCall.ts';
import { sellingOrgOf } from './catalogLookup.ts';
import { cartStore, couponRefusalFor } from './cartStore.ts';
import { couponOf, couponStore } from './couponStore.ts';
import { sellingOrgFor } from './sellingOrgFor.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

/**
 * The spinner: one spin per child. The server rolls with crypto randomness over the prizes'
 * weights; the won coupon is the child's (spin-only coupons hold for their winner alone) and goes
 * onto the cart at once when it holds there.
 */
export function spinnerRoutes(app: FastifyInstance, ctx: SubscriptionContext): void {
  const { deps } = ctx;
  const carts = cartStore(deps.db);
  const coupons = couponStore(deps.db);

  /** Whether the child's won coupon holds for a plan now. */
  const holds = async (orgId: number, childId: string, code: string, planId: string) => {
    const row = await coupons.findCoupon(orgId, code);
    if (!row) return false;
    const refusal = await couponRefusalFor(
      deps.db,
      couponOf(row),
      { orgId, childId },
      planId,
      deps.clock(),
    );
    return refusal === undefined;
  };

  const stateFor = async (request: FastifyRequest, planId?: string) => {
    const session = await ctx.child(request);
    const org = sellingOrgFor(deps.subscriptionCatalog, request.brand, session.orgId);
    const childId = session.profile.id;
    const cart = await carts.cartOf(childId);
    const won = await coupons.wonCoupon(childId);
    const forPlan = planId ?? cart?.plan_id;
    const waiting =
      won !== undefined &&
      cart?.coupon_code !== won &&
      forPlan !== undefined &&
      (await holds(session.orgId, childId, won, forPlan));
    const weights = org.spinner.prizes.map((prize) => prize.weight);
    const state = {
      hasPrizes: totalWeight(weights) > 0,
      cartHasCoupon: cart !== undefined && cart.coupon_code !== null,
      spun: won !== undefined,
      wonCouponWaiting: waiting,
    };
    return { session, org, cart, won, weights, eligibility: spinnerEligibility(state) };
  };

  registerCall(app, spinnerCall, async ({ query }, request) => {
    const session = await ctx.child(request);
    const org = sellingOrgOf(deps.subscriptionCatalog, request.brand, session.orgId);
    const prizes = org
      ? org.spinner.prizes.map((prize) => ({
          couponCode: prize.couponCode,
          label: textIn(prize.label, query.locale ?? DEFAULT_LOCALE),
        }))
      : [];
    return { body: { data: { prizes } } };
  });

  registerCall(app, spinnerEligibilityCall, async ({ query }, request) => {
    const { eligibility, won } = await stateFor(request, query.planId);
    return {
      body: {
        message: eligibility,
        ...(eligibility === 'COUPON_AVAILABLE' && won !== undefined && { couponCode: won }),
      },
    };
  });

  registerCall(app, spinCall, async ({ query }, request) => {
    const { session, org, cart, weights, eligibility } = await stateFor(request);
    if (eligibility !== 'ELIGIBLE') throw new AppError('SPIN_NOT_ELIGIBLE');
    const prizeIndex = prizeAt(weights, randomInt(0, totalWeight(weights)));
    const prize = org.spinner.prizes[prizeIndex];
    if (!prize) throw new Error(`prize ${String(prizeIndex)} is not on the wheel`);
    const now = deps.clock();
    const childId = session.profile.id;
    const couponCode = normaliseCouponCode(prize.couponCode);
    const first = await coupons.recordSpin({
      child_id: childId,
      org_id: session.orgId,
      coupon_code: couponCode,
      created_at: now,
    });
    // Two spins racing: the second finds the first's row and wins nothing.
    if (!first) throw new AppError('SPIN_NOT_ELIGIBLE');
    const applied =
      cart !== undefined &&
      cart.coupon_code === null &&
      (await holds(session.orgId, childId, couponCode, cart.plan_id));
    if (applied) await carts.updateCart(cart.id, { couponCode }, now);
    const label = textIn(prize.label, query.locale ?? DEFAULT_LOCALE);
    return { status: 201 as const, body: { data: { prizeIndex, couponCode, label, applied } } };
  });
}
