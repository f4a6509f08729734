import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  cartTotals,
  discountOf,
} from '../../../../domain/subscription/cartTotals.ts';

const GST = 1800;

describe('basis points, rounded half up to the paisa', () => {
  it('rounds .5 up and below .5 down', () => {
    expect(basisPointsOf(25, 1800)).toBe(5); // 4.5 → 5
    expect(basisPointsOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(basisPointsOf(1, 4999)).toBe(0); // 0.4999 → 0
    expect(basisPointsOf(3, 1500)).toBe(0); // 0.45 → 0
    expect(basisPointsOf(7, 5000)).toBe(4); // 3.5 → 4
    expect(basisPointsOf(99_999, 1800)).toBe(18_000); // 17999.82 → 18000
  });

  it('is exact for large prices', () => {
    expect(basisPointsOf(999_999_999, 1800)).toBe(180_000_000); // 179999999.82
    expect(basisPointsOf(999_999_990, 1800)).toBe(179_999_998); // 179999998.2
  });
});

describe('cartTotals', () => {
  it('charges GST on the price when there is no coupon', () => {
    expect(cartTotals({ pricePaise: 99_900, gstRateBp: GST })).toEqual({
      pricePaise: 99_900,
      discountPaise: 0,
      taxablePaise: 99_900,
      gstPaise: 17_982,
      totalPaise: 117_882,
    });
  });

  it('charges GST on the discounted value', () => {
    const totals = cartTotals({
      pricePaise: 100_000,
      coupon: { kind: 'flat', value: 20_000 },
      gstRateBp: GST,
    });
    expect(totals).toEqual({
      pricePaise: 100_000,
      discountPaise: 20_000,
      taxablePaise: 80_000,
      gstPaise: 14_400,
      totalPaise: 94_400,
    });
  });

  it('rounds a percentage discount half up, then GST half up on what is left', () => {
    // 10 % of 1005 = 100.5 → 101; taxable 904; 18 % = 162.72 → 163
    expect(
      cartTotals({ pricePaise: 1005, coupon: { kind: 'percent', value: 1000 }, gstRateBp: GST }),
    ).toEqual({
      pricePaise: 1005,
      discountPaise: 101,
      taxablePaise: 904,
      gstPaise: 163,
      totalPaise: 1067,
    });
  });

  it('caps a percentage discount at maxDiscountPaise', () => {
    const coupon = { kind: 'percent', value: 1000, maxDiscountPaise: 50_000 } as const;
    expect(discountOf(1_000_000, coupon)).toBe(50_000);
    expect(discountOf(400_000, coupon)).toBe(40_000);
  });

  it('takes a flat coupon above the price down to the price, never below zero', () => {
    const totals = cartTotals({
      pricePaise: 15_000,
      coupon: { kind: 'flat', value: 20_000 },
      gstRateBp: GST,
    });
    expect(totals).toMatchObject({ discountPaise: 15_000, taxablePaise: 0, gstPaise: 0 });
    expect(totals.totalPaise).toBe(0);
  });

  it('knows 0 % and 100 % coupons', () => {
    expect(discountOf(12_345, { kind: 'percent', value: 0 })).toBe(0);
    expect(
      cartTotals({
        pricePaise: 12_345,
        coupon: { kind: 'percent', value: 10_000 },
        gstRateBp: GST,
      }),
    ).toMatchObject({ discountPaise: 12_345, taxablePaise: 0, gstPaise: 0, totalPaise: 0 });
  });

  it('never takes off more than the price, even with a percentage above 100 %', () => {
    expect(discountOf(1000, { kind: 'percent', value: 20_000 })).toBe(1000);
  });

  it('charges no GST at a 0 % rate', () => {
    expect(cartTotals({ pricePaise: 999, gstRateBp: 0 }).totalPaise).toBe(999);
  });

  it('refuses fractions and negatives, which are bugs upstream', () => {
    expect(() => cartTotals({ pricePaise: 10.5, gstRateBp: GST })).toThrow(RangeError);
    expect(() => cartTotals({ pricePaise: -1, gstRateBp: GST })).toThrow(RangeError);
    expect(() =>
      cartTotals({ pricePaise: 100, coupon: { kind: 'flat', value: 0.5 }, gstRateBp: GST }),
    ).toThrow(RangeError);
  });
});
