import type { FastifyBaseLogger } from 'fastify';
import { AppError, type ErrorCode } from '../../../domain/errors.ts';
import { invoiceNumber } from '../../../domain/subscription/invoiceNumber.ts';
import type { PaymentOutcome } from '../../providers/payments/PaymentProvider.ts';
import { catalogPlan, sellingOrganisation } from './catalogLookup.ts';
import { redeemCoupon } from './couponStore.ts';
import {
  clearCart,
  inPaymentTransaction,
  markPaid,
  orderStore,
  recordPaymentEvent,
  setInvoiceNumber,
  takeInvoiceSequence,
  type OrderRow,
} from './orderStore.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';
import { emitSubscriptionEvent } from './subscriptionEvents.ts';
import { activatePaidPlan } from './subscriptionStore.ts';

/** A gateway event to take once, together with the order's change. */
export interface PaymentEventRecord {
  gateway: string;
  eventId: string;
  payload: string;
}

/**
 * Applies a verified outcome to an order, exactly once. A payment, in one transaction: the order
 * is marked paid (only by the first caller), the coupon's use is taken, the plan is put in force,
 * the invoice number is given and the cart is cleared; the event is told after the commit. A
 * failure only marks an open order failed, keeping the cart. Answers whether the event (if any)
 * had been taken before.
 */
export async function settleOrder(
  ctx: SubscriptionContext,
  log: FastifyBaseLogger,
  order: OrderRow,
  outcome: PaymentOutcome,
  event?: PaymentEventRecord,
): Promise<{ duplicate: boolean }> {
  const { deps } = ctx;
  const now = deps.clock();
  const paid = await inPaymentTransaction(deps.db, async (trx) => {
    if (event) {
      const first = await recordPaymentEvent(trx, { ...event, orderId: order.id, now });
      if (!first) return { duplicate: true, validUntil: undefined };
    }
    if (outcome.kind === 'FAILURE') {
      await orderStore(trx).markFailed(order.id, outcome.reason, now);
      return { duplicate: false, validUntil: undefined };
    }
    if (!(await markPaid(trx, order.id, outcome.paymentId, now)))
      return { duplicate: false, validUntil: undefined };
    if (order.coupon_code !== null) await takeCouponUse(trx, log, order, now);
    const org = sellingOrganisation(deps.subscriptionCatalog, order.org_id);
    const plan = org && catalogPlan(org, order.plan_id);
    // Money was taken for a plan the catalog no longer sells: roll back and let the gateway
    // retry (webhooks are retried) while an operator puts the plan back.
    if (!org || !plan)
      throw new AppError('INTERNAL', `plan ${order.plan_id} of order ${order.id} is gone`);
    const validUntil = await activatePaidPlan(trx, {
      orgId: order.org_id,
      childId: order.child_id,
      vertical: order.vertical,
      planId: order.plan_id,
      durationUnit: plan.duration.unit,
      durationValue: plan.duration.value,
      now,
    });
    const sequence = await takeInvoiceSequence(trx, order.org_id);
    await setInvoiceNumber(trx, order.id, invoiceNumber(org.seller.invoicePrefix, now, sequence));
    await clearCart(trx, order.child_id, order.cart_id);
    return { duplicate: false, validUntil };
  });
  if (paid.validUntil !== undefined)
    emitSubscriptionEvent(
      deps.onSubscriptionEvent,
      {
        type: 'paymentSucceeded',
        orgId: order.org_id,
        childId: order.child_id,
        orderId: order.id,
        planId: order.plan_id,
        validUntil: paid.validUntil,
      },
      log,
    );
  return { duplicate: paid.duplicate };
}

/** Coupon refusals that come only from what happened after the order was priced. */
const LATE_COUPON_REFUSALS: readonly ErrorCode[] = ['COUPON_EXHAUSTED', 'COUPON_ALREADY_USED'];

/**
 * The coupon was checked when the order was made and its price paid; if it no longer holds
 * (its uses ran out as another buyer paid first, or this child's other order with it was paid
 * first), the money taken is still credited at the price quoted, and logged.
 */
async function takeCouponUse(
  trx: Parameters<typeof redeemCoupon>[0],
  log: FastifyBaseLogger,
  order: OrderRow,
  now: number,
): Promise<void> {
  try {
    await redeemCoupon(trx, {
      orgId: order.org_id,
      code: order.coupon_code ?? '',
      childId: order.child_id,
      orderId: order.id,
      now,
    });
  } catch (error) {
    if (!(error instanceof AppError) || !LATE_COUPON_REFUSALS.includes(error.code)) throw error;
    log.warn(
      { orderId: order.id, coupon: order.coupon_code, refusal: error.code },
      'coupon no longer held at payment; credited at the quoted price',
    );
  }
}
