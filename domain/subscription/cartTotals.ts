/**
 * The money of a cart (design of issue 16, "Money rules"): amounts are whole paise, rates whole
 * basis points. The catalog's plan prices exclude GST; a coupon lowers the taxable value, and GST
 * is charged on what is left. The server alone computes these; the client only shows them.
 */

/** Basis points in a whole (10000 bp = 100 %). */
export const BASIS_POINTS_WHOLE = 10_000;
/** Basis points in a percent, to show a rate as "9%" (100 bp = 1 %). */
export const BP_PER_PERCENT = 100;

export type CouponKind = 'flat' | 'percent';

/** What a coupon takes off: a flat amount in paise, or a percentage in basis points. */
export interface CouponTerms {
  kind: CouponKind;
  /** Paise for `flat`, basis points for `percent`. */
  value: number;
  /** For `percent`: the most it may take off, in paise. */
  maxDiscountPaise?: number;
}

export interface CartTotalsInput {
  pricePaise: number;
  coupon?: CouponTerms;
  gstRateBp: number;
}

export interface CartTotals {
  pricePaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/**
 * `amount × bp / 10000` rounded half up to the paisa, in integers only, so that no float ever
 * decides a paisa (amount × bp stays far below 2^53 for any price a plan may carry).
 */
export function basisPointsOf(amountPaise: number, bp: number): number {
  const scaled = amountPaise * bp + BASIS_POINTS_WHOLE / 2;
  return (scaled - (scaled % BASIS_POINTS_WHOLE)) / BASIS_POINTS_WHOLE;
}

/** What a coupon takes off a price: never more than the price, so the taxable value stays ≥ 0. */
export function discountOf(pricePaise: number, coupon: CouponTerms | undefined): number {
  if (!coupon) return 0;
  if (coupon.kind === 'flat') return Math.min(coupon.value, pricePaise);
  const percent = basisPointsOf(pricePaise, coupon.value);
  const capped =
    coupon.maxDiscountPaise === undefined ? percent : Math.min(percent, coupon.maxDiscountPaise);
  return Math.min(capped, pricePaise);
}

export function cartTotals({ pricePaise, coupon, gstRateBp }: CartTotalsInput): CartTotals {
  assertWhole('pricePaise', pricePaise);
  assertWhole('gstRateBp', gstRateBp);
  if (coupon) {
    assertWhole('coupon.value', coupon.value);
    if (coupon.maxDiscountPaise !== undefined)
      assertWhole('coupon.maxDiscountPaise', coupon.maxDiscountPaise);
  }
  const discountPaise = discountOf(pricePaise, coupon);
  const taxablePaise = pricePaise - discountPaise;
  const gstPaise = basisPointsOf(taxablePaise, gstRateBp);
  return { pricePaise, discountPaise, taxablePaise, gstPaise, totalPaise: taxablePaise + gstPaise };
}

/** Money is whole paise: a fraction or a negative here is a bug upstream, never a rounding. */
function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number, not ${String(value)}`);
}
