import { describe, expect, it } from 'vitest';
import { cartPlanAction } from '../../../../domain/subscription/cartPlanAction.ts';
import { formatPaise } from '../../../../domain/subscription/formatPaise.ts';
import {
  PAYMENT_STATUS_POLL_MAX_TRIES,
  shouldPollAgain,
} from '../../../../domain/subscription/paymentStatusPolling.ts';
import { perMonthPaise } from '../../../../domain/subscription/perMonthPaise.ts';

describe('cartPlanAction (shell spec §4, "Cart")', () => {
  it('creates a cart when there is none (the cart call answered 400)', () => {
    expect(cartPlanAction(undefined, 'K12-NOW')).toEqual({ kind: 'create', planId: 'K12-NOW' });
  });
  it('patches the cart when the address names another plan', () => {
    expect(cartPlanAction({ id: 'c1', planId: 'K12-NOW' }, 'K12-SPRINT')).toEqual({
      kind: 'patch',
      cartId: 'c1',
      planId: 'K12-SPRINT',
    });
  });
  it('keeps the cart for the same plan, or its own plan when the address names none', () => {
    expect(cartPlanAction({ id: 'c1', planId: 'P' }, 'P')).toEqual({
      kind: 'keep',
      cartId: 'c1',
      planId: 'P',
    });
    expect(cartPlanAction({ id: 'c1', planId: 'P' }, undefined)).toEqual({
      kind: 'keep',
      cartId: 'c1',
      planId: 'P',
    });
  });
  it('sends to the plans with neither a cart nor a plan', () => {
    expect(cartPlanAction(undefined, undefined)).toEqual({ kind: 'choosePlan' });
  });
});

describe('formatPaise', () => {
  it('shows whole rupees without paise, with Indian grouping', () => {
    expect(formatPaise(149_900, 'en')).toBe('₹1,499');
    expect(formatPaise(12_345_600, 'en')).toBe('₹1,23,456');
  });
  it('shows paise when there are some', () => {
    expect(formatPaise(149_950, 'en')).toBe('₹1,499.50');
    expect(formatPaise(5, 'en')).toBe('₹0.05');
  });
  it('writes in the reader’s digits where the language has its own', () => {
    expect(formatPaise(100_000, 'bn')).toContain('১');
  });
});

describe('perMonthPaise', () => {
  it('divides by the months, rounding half up to whole paise', () => {
    expect(perMonthPaise(599_900, { unit: 'MONTH', value: 6 })).toBe(99_983);
    expect(perMonthPaise(1_000_000, { unit: 'YEAR', value: 1 })).toBe(83_333);
    expect(perMonthPaise(150, { unit: 'MONTH', value: 4 })).toBe(38);
  });
  it('has none for a month or less, or a plan of days', () => {
    expect(perMonthPaise(49_900, { unit: 'MONTH', value: 1 })).toBeUndefined();
    expect(perMonthPaise(49_900, { unit: 'DAY', value: 90 })).toBeUndefined();
  });
});

describe('shouldPollAgain', () => {
  it('asks again while in progress, up to the bound', () => {
    expect(shouldPollAgain(undefined, 0)).toBe(true);
    expect(shouldPollAgain('IN_PROGRESS', PAYMENT_STATUS_POLL_MAX_TRIES - 1)).toBe(true);
    expect(shouldPollAgain('IN_PROGRESS', PAYMENT_STATUS_POLL_MAX_TRIES)).toBe(false);
  });
  it('stops at a decision', () => {
    expect(shouldPollAgain('SUCCESS', 1)).toBe(false);
    expect(shouldPollAgain('FAILURE', 1)).toBe(false);
  });
});
