import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  appleValidateCall,
  createOrderCall,
  IDEMPOTENCY_KEY_HEADER,
  listOrdersCall,
  orderStatusCall,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
} from '../../../domain/contracts/orders.ts';
import { AppError } from '../../../domain/errors.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { optional } from '../../db/nullableColumns.ts';
import { registerCall } from '../../http/registerCall.ts';
import { verifyAppleReceipt } from '../../providers/payments/appleReceipts.ts';
import { SANDBOX_PAYMENTS } from '../../providers/payments/paymentSettings.ts';
import { cartForOrder } from './cartStore.ts';
import { catalogPlan, sellingOrganisation } from './catalogLookup.ts';
import { settleOrder } from './orderSettlement.ts';
import { orderStore, PAID, type OrderRow } from './orderStore.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

const APPLE_GATEWAY = 'apple';

/** This server's origin as the browser reached it (behind a TLS proxy, TRUST_PROXY names it). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Orders (shell spec §7): create and pay, read where one stands, list them, App Store receipts. */
export function orderRoutes(app: FastifyInstance, ctx: SubscriptionContext): void {
  const { deps, gateway } = ctx;
  const store = orderStore(deps.db);
  const apple = (deps.payments ?? SANDBOX_PAYMENTS).apple;

  const checkoutOf = (order: OrderRow, request: FastifyRequest) =>
    gateway.checkoutOf({
      orderId: order.id,
      gatewayOrderId: order.gateway_order_id,
      amountPaise: order.total_paise,
      currency: order.currency,
      brandName: request.brand.name,
      origin: originOf(request),
      paymentMethod: order.payment_method as PaymentMethod,
    });

  registerCall(app, createOrderCall, async ({ body }, request) => {
    const session = await ctx.child(request);
    const key = String(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const again = await store.byIdempotencyKey(session.profile.id, key);
    if (again) return replay(again, body.cartId, request);
    const priced = await cartForOrder(deps.db, session.profile.id, body.cartId, {
      catalog: deps.subscriptionCatalog,
      now: deps.clock(),
    });
    const { totals } = priced;
    if (
      body.totalAmount !== totals.totalPaise ||
      body.gstAmount !== totals.gstPaise ||
      body.discountedAmount !== totals.taxablePaise
    )
      throw new AppError(
        'TOTAL_MISMATCH',
        `The total is now ${totals.totalPaise} paise (price after discount ${totals.taxablePaise}, GST ${totals.gstPaise}); check it and pay again`,
      );
    const orderId = randomUUID();
    const request_ = {
      orderId,
      amountPaise: totals.totalPaise,
      currency: priced.org.currency,
      brandName: request.brand.name,
      origin: originOf(request),
      paymentMethod: body.paymentMethod,
    };
    const { gatewayOrderId } = await gateway.createOrder(request_);
    const now = deps.clock();
    const row: OrderRow = {
      id: orderId,
      org_id: session.orgId,
      child_id: session.profile.id,
      user_id: session.userId,
      vertical: priced.plan.vertical,
      plan_id: priced.plan.id,
      cart_id: priced.cart.id,
      coupon_code: priced.coupon?.code ?? null,
      price_paise: totals.pricePaise,
      discount_paise: totals.discountPaise,
      gst_paise: totals.gstPaise,
      total_paise: totals.totalPaise,
      currency: priced.org.currency,
      status: 'IN_PROGRESS',
      failure_reason: null,
      gateway: gateway.name,
      gateway_order_id: gatewayOrderId,
      gateway_payment_id: null,
      idempotency_key: key,
      payment_method: body.paymentMethod,
      created_at: now,
      updated_at: now,
      paid_at: null,
      invoice_number: null,
      billing_details: null,
    };
    try {
      await store.insert(row);
    } catch (error) {
      // Two presses with one key raced: the unique key kept one order; answer that one.
      const winner = await store.byIdempotencyKey(session.profile.id, key);
      if (!winner) throw error;
      return replay(winner, body.cartId, request);
    }
    return {
      status: 201 as const,
      body: { orderId, status: 'IN_PROGRESS' as const, checkout: checkoutOf(row, request) },
    };
  });

  function replay(order: OrderRow, cartId: string, request: FastifyRequest) {
    if (order.cart_id !== cartId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return {
      status: 200 as const,
      body: {
        orderId: order.id,
        status: order.status as OrderStatus,
        checkout: checkoutOf(order, request),
      },
    };
  }

  registerCall(app, orderStatusCall, async ({ query }, request) => {
    const session = await ctx.child(request);
    const order = await store.childOrder(session.profile.id, query.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return { body: { data: { data: statusOf(order) } } };
  });

  registerCall(app, listOrdersCall, async ({ query }, request) => {
    const session = await ctx.child(request);
    const rows = await store.childOrders(session.profile.id, {
      ...(query.status && { status: query.status }),
      ...(query.ids && { ids: query.ids }),
    });
    const org = sellingOrganisation(deps.subscriptionCatalog, session.orgId);
    return {
      body: {
        data: rows.map((row): OrderItem => {
          const plan = org && catalogPlan(org, row.plan_id);
          return {
            orderId: row.id,
            status: row.status as OrderStatus,
            vertical: row.vertical,
            planId: row.plan_id,
            planTitle: plan && textIn(plan.title, query.locale),
            pricePaise: row.price_paise,
            discountPaise: row.discount_paise,
            gstPaise: row.gst_paise,
            totalPaise: row.total_paise,
            currency: row.currency,
            couponCode: optional(row.coupon_code),
            paymentMethod: row.payment_method as PaymentMethod,
            failureReason: row.status === 'FAILURE' ? optional(row.failure_reason) : undefined,
            invoiceNumber: optional(row.invoice_number),
            createdAt: row.created_at,
            paidAt: optional(row.paid_at),
          };
        }),
      },
    };
  });

  registerCall(app, appleValidateCall, async ({ body }, request) => {
    const session = await ctx.child(request);
    const order = await store.childOrder(session.profile.id, body.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status === PAID) return { body: { data: statusOf(order) } };
    const purchases = await verifyAppleReceipt(apple, body.receiptData);
    // App Store product ids are the catalog's plan ids (docs/decisions/subscriptions.md).
    const purchase = purchases.find((p) => p.productId === order.plan_id);
    if (!purchase)
      throw new AppError('APPLE_RECEIPT_INVALID', 'The receipt holds no purchase of this plan');
    const { duplicate } = await settleOrder(
      ctx,
      request.log,
      order,
      {
        kind: 'SUCCESS',
        gatewayOrderId: order.gateway_order_id,
        paymentId: purchase.transactionId,
      },
      { gateway: APPLE_GATEWAY, eventId: purchase.transactionId, payload: body.receiptData },
    );
    if (duplicate)
      throw new AppError('APPLE_RECEIPT_INVALID', 'This purchase has already paid for an order');
    const settled = await store.byId(order.id);
    return { body: { data: statusOf(settled ?? order) } };
  });
}

export function statusOf(order: OrderRow) {
  return {
    orderId: order.id,
    status: order.status as OrderStatus,
    failureReason: order.status === 'FAILURE' ? optional(order.failure_reason) : undefined,
  };
}
