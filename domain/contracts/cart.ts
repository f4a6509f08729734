/**
 * The subscription service's cart, coupon and spinner calls (shell spec §7 "Subscription service",
 * §3 "Cart", "Coupon request", "Spinner"). All money is whole paise, rates whole basis points. The
 * spec shows no answer shapes for these calls; the shapes here are ours
 * (docs/decisions/subscriptions.md, "Cart, coupons and the spinner"). The client's own sums
 * (`totalCartValue`) and cart context are accepted as the spec sends them but never trusted: the
 * server reads the child's cart and decides every amount.
 */
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, storedIntParam, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { DURATION_UNITS, PLAN_TYPES, vertical } from './subscriptionPlans.ts';

/** Plan ids of the catalog ("k12-achieve-now"); anything longer or stranger is not one. */
export const PLAN_ID_MAX_LENGTH = 64;
export const planId = () =>
  text().check(z.minLength(1), z.maxLength(PLAN_ID_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/));

/** Cart ids are the server's uuids, lower case. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const cartId = () => text().check(z.regex(UUID_PATTERN, 'must be a cart id'));

/** Coupon codes: letters, digits, `_` and `-`; matched without regard to case. */
export const COUPON_CODE_MAX_LENGTH = 32;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const couponCode = () =>
  text().check(
    z.minLength(1),
    z.maxLength(COUPON_CODE_MAX_LENGTH),
    z.regex(COUPON_CODE_PATTERN, 'must be letters, digits, _ or -'),
  );

/** How much cart context a client may send, as the spec's coupon request carries it. */
export const CART_ITEMS_MAX = 8;
const CART_ITEMS_TEXT_MAX_LENGTH = CART_ITEMS_MAX * (PLAN_ID_MAX_LENGTH + 1);

const locale = z.optional(z.enum(SUPPORTED_LOCALES));

export const COUPON_KINDS = ['flat', 'percent'] as const;

export const cart = z.object({
  id: z.string(),
  planId: z.string(),
  /** The applied coupon's code (upper case); absent when none is applied. */
  coupon: z.optional(z.string()),
});
export type Cart = z.infer<typeof cart>;

export const cartCoupon = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Paise for `flat`, basis points for `percent`. */
  value: wholeNumber(),
  maxDiscountPaise: z.optional(wholeNumber()),
  /** The last moment it may be used (epoch ms), when it has one. */
  validUntil: z.optional(epochMs()),
  /** Won on the spinner (only its winner may use it). */
  spinOnly: z.boolean(),
});
export type CartCoupon = z.infer<typeof cartCoupon>;

/** The spec's cart summary: the plan (its duration) and the money, all decided by the server. */
export const cartSummary = z.object({
  cartId: z.string(),
  plan: z.object({
    id: z.string(),
    vertical: z.string(),
    type: z.enum(PLAN_TYPES),
    title: z.string(),
    duration: z.object({ type: z.enum(DURATION_UNITS), value: wholeNumber() }),
  }),
  currency: z.string(),
  gstRateBp: wholeNumber(),
  /** The plan's price before GST. */
  price: wholeNumber(),
  /** What the coupon takes off the price. */
  discount: wholeNumber(),
  /** The price after the discount: the taxable value. */
  discountPrice: wholeNumber(),
  /** GST on the discounted price. */
  gst: wholeNumber(),
  /** What the order charges: discountPrice + gst. */
  total: wholeNumber(),
  coupon: z.optional(cartCoupon),
});
export type CartSummary = z.infer<typeof cartSummary>;

export const getCartCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/cart',
  summary:
    "The child's open cart; 400 CART_NOT_FOUND when there is none yet (the spec's signal to create one)",
  auth: 'child',
  responses: { 200: z.object({ data: cart }) },
});

export const createCartCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/cart',
  summary:
    "Opens the child's cart for a plan (201); a child has one cart, so a second call switches it to the plan (200)",
  auth: 'child',
  body: z.object({ planId: planId() }),
  responses: { 200: z.object({ data: cart }), 201: z.object({ data: cart }) },
});

export const patchCartCall = defineCall({
  service: 'subscription',
  method: 'PATCH',
  path: '/cart',
  summary:
    "Switches the child's cart to another plan; a coupon that does not hold for the new plan is taken off",
  auth: 'child',
  body: z.object({ cartId: cartId(), planId: planId() }),
  responses: { 200: z.object({ data: cart }) },
});

export const cartSummaryCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/cart/summary',
  summary: "The cart's plan, price, discount, GST and total, as the order will charge them",
  auth: 'child',
  query: z.object({
    cartId: cartId(),
    trackingId: z.optional(text().check(z.maxLength(PLAN_ID_MAX_LENGTH))),
    locale,
  }),
  responses: { 200: z.object({ data: cartSummary }) },
});

/** The spec's coupon request context: sent by its clients, accepted, never trusted. */
const couponContext = {
  totalCartValue: z.optional(storedIntParam()),
  planDuration: z.optional(storedIntParam()),
  planDurationUnit: z.optional(z.enum(DURATION_UNITS)),
  goalCode: z.optional(vertical()),
  vertical: z.optional(vertical()),
  locale,
};

export const activeCouponsCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/coupons/active',
  summary:
    "The coupons the child may apply to their cart now, each with what it would take off; a spin's prize among them",
  auth: 'child',
  query: z.object({
    ...couponContext,
    /** Plan ids, comma-separated (the spec's cartItems); the child's cart decides. */
    cartItems: z.optional(text().check(z.maxLength(CART_ITEMS_TEXT_MAX_LENGTH))),
  }),
  responses: {
    200: z.object({
      data: z.array(z.object({ ...cartCoupon.shape, discount: wholeNumber() })),
    }),
  },
});

export const applyCouponCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/coupons/apply',
  summary:
    'Applies a coupon to the cart (one per cart: it replaces any other); answers the new summary',
  auth: 'child',
  body: z.object({
    /** The cart's id (the spec's `id`). */
    id: cartId(),
    code: couponCode(),
    ...couponContext,
    totalCartValue: z.optional(wholeNumber()),
    planDuration: z.optional(wholeNumber()),
    cartItems: z.optional(z.array(planId()).check(z.maxLength(CART_ITEMS_MAX))),
  }),
  responses: { 200: z.object({ data: cartSummary }) },
});

export const removeCouponCall = defineCall({
  service: 'subscription',
  method: 'DELETE',
  path: '/coupons/apply',
  summary: "Takes the coupon off the cart (a spin's prize stays the child's to apply again)",
  auth: 'child',
  query: z.object({ cartId: cartId(), locale }),
  responses: { 200: z.object({ data: cartSummary }) },
});

export const spinnerPrize = z.object({
  couponCode: z.string(),
  label: z.string(),
});

export const spinnerCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/spinner',
  summary:
    "The spinner's prizes in wheel order, in the asked language; none where the brand has no spinner",
  auth: 'child',
  query: z.object({ locale }),
  responses: { 200: z.object({ data: z.object({ prizes: z.array(spinnerPrize) }) }) },
});

export const spinCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/spinner',
  summary:
    "Spins once per child: the server picks the prize by weight and applies its coupon to the child's cart when it holds there",
  auth: 'child',
  query: z.object({ locale }),
  responses: {
    201: z.object({
      data: z.object({
        /** Where the wheel stops: the prize's place in GET /spinner's list. */
        prizeIndex: wholeNumber(),
        ...spinnerPrize.shape,
        /** Whether the coupon went onto the cart (it stays the child's to apply later if not). */
        applied: z.boolean(),
      }),
    }),
  },
});

/** The spec's spinner messages, and ours for a child who may not spin. */
export const SPINNER_ELIGIBILITY = [
  'COUPON_ALREADY_APPLIED',
  'COUPON_AVAILABLE',
  'ELIGIBLE',
  'NOT_ELIGIBLE',
] as const;
export type SpinnerEligibility = (typeof SPINNER_ELIGIBILITY)[number];

export const spinnerEligibilityCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/spinner/eligibility',
  summary:
    'Whether the child may spin for a plan: the cart has a coupon, a won coupon waits to be applied, may spin, or may not (spun already or no spinner)',
  auth: 'child',
  query: z.object({ planId: planId() }),
  responses: {
    200: z.object({
      message: z.enum(SPINNER_ELIGIBILITY),
      /** The won coupon waiting to be applied, with COUPON_AVAILABLE. */
      couponCode: z.optional(z.string()),
    }),
  },
});
