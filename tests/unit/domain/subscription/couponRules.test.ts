import { describe, expect, it } from 'vitest';
import { couponRefusal, type Coupon } from '../../../../domain/subscription/couponRules.ts';
import { couponDayEnd, couponDayStart } from '../../../../domain/subscription/couponWindow.ts';
import { prizeAt, totalWeight } from '../../../../domain/subscription/spinnerPrize.ts';

const base: Coupon = { code: 'X', kind: 'flat', value: 100, spinOnly: false };
const fresh = { usedCount: 0, usedByChild: 0, wonByChild: false };

describe('couponRefusal', () => {
  it('lets an unlimited coupon through', () => {
    expect(couponRefusal(base, 'p', 0, fresh)).toBeUndefined();
  });

  it('keeps a spin-only coupon for its winner', () => {
    const spin = { ...base, spinOnly: true };
    expect(couponRefusal(spin, 'p', 0, fresh)).toBe('COUPON_SPIN_ONLY');
    expect(couponRefusal(spin, 'p', 0, { ...fresh, wonByChild: true })).toBeUndefined();
  });

  it('holds from validFrom (inclusive) to validUntil (exclusive)', () => {
    const windowed = { ...base, validFrom: 100, validUntil: 200 };
    expect(couponRefusal(windowed, 'p', 99, fresh)).toBe('COUPON_NOT_STARTED');
    expect(couponRefusal(windowed, 'p', 100, fresh)).toBeUndefined();
    expect(couponRefusal(windowed, 'p', 199, fresh)).toBeUndefined();
    expect(couponRefusal(windowed, 'p', 200, fresh)).toBe('COUPON_EXPIRED');
  });

  it('holds only for its plans', () => {
    const some = { ...base, planIds: ['a', 'b'] };
    expect(couponRefusal(some, 'b', 0, fresh)).toBeUndefined();
    expect(couponRefusal(some, 'c', 0, fresh)).toBe('COUPON_NOT_FOR_PLAN');
  });

  it('stops at its global and per-user limits', () => {
    const limited = { ...base, maxUses: 2, maxUsesPerUser: 1 };
    expect(couponRefusal(limited, 'p', 0, { ...fresh, usedCount: 1 })).toBeUndefined();
    expect(couponRefusal(limited, 'p', 0, { ...fresh, usedCount: 2 })).toBe('COUPON_EXHAUSTED');
    expect(couponRefusal(limited, 'p', 0, { ...fresh, usedCount: 1, usedByChild: 1 })).toBe(
      'COUPON_ALREADY_USED',
    );
  });
});

describe('coupon days', () => {
  it('are Indian calendar days', () => {
    expect(couponDayStart('2026-01-01')).toBe(Date.parse('2025-12-31T18:30:00Z'));
    expect(couponDayEnd('2026-01-31')).toBe(Date.parse('2026-01-31T18:30:00Z'));
  });

  it('refuse what is not a calendar date', () => {
    expect(() => couponDayStart('2026-02-30')).toThrow(RangeError);
    expect(() => couponDayStart('1 Jan 2026')).toThrow(RangeError);
  });
});

describe('spinner prizes by weight', () => {
  it('gives each prize a slice as wide as its weight', () => {
    const weights = [1, 3, 0, 2];
    expect(totalWeight(weights)).toBe(6);
    const landed = Array.from({ length: 6 }, (_, roll) => prizeAt(weights, roll));
    expect(landed).toEqual([0, 1, 1, 1, 3, 3]);
  });

  it('refuses a roll outside the wheel', () => {
    expect(() => prizeAt([1, 1], 2)).toThrow(RangeError);
    expect(() => prizeAt([1, 1], -1)).toThrow(RangeError);
  });
});
