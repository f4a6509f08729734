import type { CouponKind } from './cartTotals.ts';

/** A coupon as the service keeps it: codes upper case, times epoch ms, money paise. */
export interface Coupon {
  code: string;
  kind: CouponKind;
  value: number;
  maxDiscountPaise?: number;
  /** The plans it holds for; every plan when absent. */
  planIds?: readonly string[];
  /** First moment it may be used (inclusive). */
  validFrom?: number;
  /** Moment it stops (exclusive). */
  validUntil?: number;
  maxUses?: number;
  maxUsesPerUser?: number;
  /** Only a spin's winner may use it. */
  spinOnly: boolean;
}

/** How a coupon has been used so far, and whether this child won it on the spinner. */
export interface CouponUse {
  usedCount: number;
  usedByChild: number;
  wonByChild: boolean;
}

export type CouponRefusal =
  | 'COUPON_SPIN_ONLY'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_FOR_PLAN'
  | 'COUPON_EXHAUSTED'
  | 'COUPON_ALREADY_USED';

/** Codes are matched without regard to case: kept and compared upper case. */
export const normaliseCouponCode = (code: string) => code.toUpperCase();

/**
 * Why a coupon may not go onto a cart of this plan now, or undefined when it may. Checked in the
 * order a student can act on: whether it is theirs at all, then when, then for what, then limits.
 * Applying only checks the limits; the order's redemption consumes a use, atomically.
 */
export function couponRefusal(
  coupon: Coupon,
  planId: string,
  now: number,
  use: CouponUse,
): CouponRefusal | undefined {
  if (coupon.spinOnly && !use.wonByChild) return 'COUPON_SPIN_ONLY';
  if (coupon.validFrom !== undefined && now < coupon.validFrom) return 'COUPON_NOT_STARTED';
  if (coupon.validUntil !== undefined && now >= coupon.validUntil) return 'COUPON_EXPIRED';
  if (coupon.planIds && !coupon.planIds.includes(planId)) return 'COUPON_NOT_FOR_PLAN';
  if (coupon.maxUses !== undefined && use.usedCount >= coupon.maxUses) return 'COUPON_EXHAUSTED';
  if (coupon.maxUsesPerUser !== undefined && use.usedByChild >= coupon.maxUsesPerUser)
    return 'COUPON_ALREADY_USED';
  return undefined;
}
