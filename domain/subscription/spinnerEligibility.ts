import type { SpinnerEligibility } from '../contracts/cart.ts';

export interface SpinnerState {
  /** The organisation's wheel has a prize with weight. */
  hasPrizes: boolean;
  /** The child's cart carries a coupon already (one per cart). */
  cartHasCoupon: boolean;
  /** The child has spun (one spin per child). */
  spun: boolean;
  /** The coupon the child won holds for the asked plan and is not on the cart. */
  wonCouponWaiting: boolean;
}

/**
 * What the spinner says for a plan (shell spec §3 "Spinner": coupon already applied, coupon
 * available to apply, eligible for spin), and NOT_ELIGIBLE for a child who spun and has nothing
 * waiting, or where there is no wheel. A coupon on the cart comes first: it is what the student
 * sees on the cart page.
 */
export function spinnerEligibility(state: SpinnerState): SpinnerEligibility {
  if (state.cartHasCoupon) return 'COUPON_ALREADY_APPLIED';
  if (state.wonCouponWaiting) return 'COUPON_AVAILABLE';
  if (state.spun || !state.hasPrizes) return 'NOT_ELIGIBLE';
  return 'ELIGIBLE';
}
