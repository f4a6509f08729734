import type { CartCoupon, CartSummary } from '../../../domain/contracts/cart.ts';
import type { Coupon } from '../../../domain/subscription/couponRules.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/rules/locales.ts';
import type { PricedCart } from './cartStore.ts';

/** A coupon as the cart calls show it. */
export function couponView(coupon: Coupon): CartCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    ...(coupon.maxDiscountPaise !== undefined && { maxDiscountPaise: coupon.maxDiscountPaise }),
    ...(coupon.validUntil !== undefined && { validUntil: coupon.validUntil }),
    spinOnly: coupon.spinOnly,
  };
}

/** The spec's cart summary, from a cart the server priced. */
export function cartSummaryOf(priced: PricedCart, locale: Locale | undefined): CartSummary {
  const { plan, org, totals } = priced;
  return {
    cartId: priced.cart.id,
    plan: {
      id: plan.id,
      vertical: plan.vertical,
      type: plan.type,
      title: textIn(plan.title, locale ?? DEFAULT_LOCALE),
      duration: { type: plan.duration.unit, value: plan.duration.value },
    },
    currency: org.currency,
    gstRateBp: org.gstRateBp,
    price: totals.pricePaise,
    discount: totals.discountPaise,
    discountPrice: totals.taxablePaise,
    gst: totals.gstPaise,
    total: totals.totalPaise,
    ...(priced.coupon && { coupon: couponView(priced.coupon) }),
  };
}
