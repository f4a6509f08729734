import { describe, expect, it } from 'vitest';
import { spinnerEligibility } from '../../../../domain/subscription/spinnerEligibility.ts';

const fresh = { hasPrizes: true, cartHasCoupon: false, spun: false, wonCouponWaiting: false };

describe('spinnerEligibility', () => {
  it('lets a child who never spun spin', () => {
    expect(spinnerEligibility(fresh)).toBe('ELIGIBLE');
  });

  it('says a coupon is applied before anything else', () => {
    expect(spinnerEligibility({ ...fresh, cartHasCoupon: true, spun: true })).toBe(
      'COUPON_ALREADY_APPLIED',
    );
  });

  it('points to a won coupon that waits, then to nothing once spun', () => {
    expect(spinnerEligibility({ ...fresh, spun: true, wonCouponWaiting: true })).toBe(
      'COUPON_AVAILABLE',
    );
    expect(spinnerEligibility({ ...fresh, spun: true })).toBe('NOT_ELIGIBLE');
  });

  it('offers no spin without a wheel', () => {
    expect(spinnerEligibility({ ...fresh, hasPrizes: false })).toBe('NOT_ELIGIBLE');
  });
});
