import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** Where an order stands (spec §4): created, then paid or failed, exactly once. */
export const ORDER_STATUSES = ['IN_PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The ways to pay the spec offers (§3 "Payment methods"). */
export const PAYMENT_METHODS = ['upi', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The only currency the catalog sells in. */
export const ORDER_CURRENCIES = ['INR'] as const;

/**
 * The header that makes creating an order safe to retry: the same key (per child) answers the
 * same order. A client makes one per press of "Pay" (a UUID fits).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Ids the server makes (UUIDs) or a gateway makes; never longer than this. */
export const ORDER_ID_MAX_LENGTH = 64;
/** How many orders `GET /order?ids=` may name at once. */
export const ORDER_IDS_MAX = 50;
/** Free text a client passes through (tracking id, autopay channel). */
export const ORDER_TAG_MAX_LENGTH = 100;
/** An App Store receipt is base64 and can be large; larger is not a receipt. */
export const APPLE_RECEIPT_MAX_LENGTH = 200_000;
/** A gateway's signature (Razorpay's is a hex HMAC-SHA256, 64 characters); longer is not one. */
export const GATEWAY_SIGNATURE_MAX_LENGTH = 128;
/** A gateway's failure text: taken at most this long, and kept as the order's failure reason. */
export const FAILURE_REASON_MAX_LENGTH = 500;

const orderId = () => text().check(z.minLength(1), z.maxLength(ORDER_ID_MAX_LENGTH));
const tag = () => text().check(z.maxLength(ORDER_TAG_MAX_LENGTH));

/** What the browser submits as a form: to our sandbox page or to the gateway's hosted checkout. */
export const checkout = z.object({
  action: z.string(),
  method: z.enum(['POST', 'GET']),
  fields: z.record(z.string(), z.string()),
});
export type Checkout = z.infer<typeof checkout>;

export const createOrderBody = z.object({
  cartId: orderId(),
  /** What the client showed, in paise; the server recomputes and refuses a difference. */
  totalAmount: wholeNumber(),
  /** The price after the coupon (the cart summary's discountPrice, the taxable value). */
  discountedAmount: wholeNumber(),
  gstAmount: wholeNumber(),
  currency: z.enum(ORDER_CURRENCIES),
  /** Autopay (renewal mandates) is not offered: only false or absent. */
  enableAutoPay: z.optional(z.literal(false)),
  autoPayChannel: z.optional(tag()),
  trackingId: z.optional(tag()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The iOS web view sends false; the gateway is the server's choice either way. */
  isSandBox: z.optional(z.boolean()),
});

export const createOrderCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/order/payment',
  summary:
    "Creates an order for the child's cart at the server's totals (400 TOTAL_MISMATCH when the client's differ) and answers the checkout form to submit; the same Idempotency-Key answers the same order",
  auth: 'child',
  headers: z.object({
    [IDEMPOTENCY_KEY_HEADER]: text().check(
      z.minLength(IDEMPOTENCY_KEY_MIN_LENGTH),
      z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
      z.regex(IDEMPOTENCY_KEY_PATTERN, 'must be letters, digits, - or _'),
    ),
  }),
  body: createOrderBody,
  responses: {
    200: z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES), checkout }),
    201: z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES), checkout }),
  },
});

export const orderStatus = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Why a payment failed, in the gateway's words or ours (shown to the buyer). */
  failureReason: z.optional(z.string()),
});

export const orderStatusCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/order/transaction/status',
  summary: "Where one of the child's orders stands (the spec reads data.data)",
  auth: 'child',
  query: z.object({ orderId: orderId() }),
  responses: { 200: z.object({ data: z.object({ data: orderStatus }) }) },
});

export const orderItem = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  vertical: z.string(),
  planId: z.string(),
  /** The plan's title in the asked locale, when the catalog still has the plan. */
  planTitle: z.optional(z.string()),
  pricePaise: wholeNumber(),
  discountPaise: wholeNumber(),
  gstPaise: wholeNumber(),
  totalPaise: wholeNumber(),
  currency: z.string(),
  couponCode: z.optional(z.string()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  failureReason: z.optional(z.string()),
  invoiceNumber: z.optional(z.string()),
  createdAt: epochMs(),
  paidAt: z.optional(epochMs()),
});
export type OrderItem = z.infer<typeof orderItem>;

export const listOrdersCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/order',
  summary: "The child's orders, newest first, optionally of one status or of the ids named",
  auth: 'child',
  query: z.object({
    status: z.optional(z.enum(ORDER_STATUSES)),
    locale: z._default(z.enum(SUPPORTED_LOCALES), 'en'),
    /** Comma-separated order ids. */
    ids: z.optional(
      z.pipe(
        z.pipe(
          text(),
          z.transform((list) =>
            list
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ),
        z.array(orderId()).check(z.maxLength(ORDER_IDS_MAX)),
      ),
    ),
  }),
  responses: { 200: z.object({ data: z.array(orderItem) }) },
});

/** The sandbox's signed fields: the page and its answers are refused without them. */
export const sandboxCheckoutBody = z.object({ orderId: orderId(), signature: text() });

export const sandboxCheckoutCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/sandbox/checkout',
  summary:
    'The sandbox gateway\'s payment page (HTML, no script): pay by UPI or card, each with "succeed" and "fail"; reached by the form createOrder answers',
  auth: 'none',
  body: sandboxCheckoutBody,
  responses: { 200: z.string() },
});

export const sandboxCallbackCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/sandbox/callback',
  summary:
    "The sandbox page's answer, signed per outcome: completes the order and sends the browser back to the payment status screen (303)",
  auth: 'none',
  body: z.object({
    orderId: orderId(),
    outcome: z.enum(['SUCCESS', 'FAILURE']),
    method: z.enum(PAYMENT_METHODS),
    signature: text(),
  }),
  responses: { 303: z.string() },
});

const razorpayId = () => text().check(z.maxLength(ORDER_ID_MAX_LENGTH));

export const razorpayCallbackCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/razorpay/callback',
  summary:
    "Razorpay's hosted checkout comes back here (form post): a payment whose signature verifies completes the order, an error fails it; then 303 to the payment status screen",
  auth: 'none',
  query: z.object({ orderId: orderId() }),
  body: z.object({
    razorpay_payment_id: z.optional(razorpayId()),
    razorpay_order_id: z.optional(razorpayId()),
    razorpay_signature: z.optional(text().check(z.maxLength(GATEWAY_SIGNATURE_MAX_LENGTH))),
    'error[code]': z.optional(tag()),
    'error[description]': z.optional(text().check(z.maxLength(FAILURE_REASON_MAX_LENGTH))),
    'error[reason]': z.optional(tag()),
  }),
  responses: { 303: z.string() },
});

/** Razorpay's webhook headers: the body's signature and the event's id, for dedupe. */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

export const razorpayWebhookCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/razorpay/webhook',
  summary:
    'Razorpay webhooks (payment.captured, order.paid, payment.failed), verified against the raw body; the same event twice is taken once',
  auth: 'none',
  headers: z.object({
    [RAZORPAY_SIGNATURE_HEADER]: text().check(z.maxLength(GATEWAY_SIGNATURE_MAX_LENGTH)),
    [RAZORPAY_EVENT_ID_HEADER]: razorpayId(),
  }),
  responses: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
});

export const appleValidateCall = defineCall({
  service: 'subscription',
  method: 'PUT',
  path: '/order/apple/transaction/validate',
  summary:
    "Completes one of the child's orders with an App Store receipt, checked with Apple's verifyReceipt (a sandbox receipt is retried against Apple's sandbox, as Apple documents)",
  auth: 'child',
  body: z.object({
    orderId: orderId(),
    receiptData: text().check(z.minLength(1), z.maxLength(APPLE_RECEIPT_MAX_LENGTH)),
    isSandBox: z.optional(z.literal(false)),
  }),
  responses: { 200: z.object({ data: orderStatus }) },
});
