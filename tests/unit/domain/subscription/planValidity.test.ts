import { describe, expect, it } from 'vitest';
import { INDIA_OFFSET_MS } from '../../../../domain/rules/dates.ts';
import { addDuration } from '../../../../domain/subscription/planValidity.ts';

/** A moment given as India's wall clock (IST has no daylight saving). */
const ist = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - INDIA_OFFSET_MS;

describe('addDuration', () => {
  it('adds whole 24-hour days', () => {
    expect(addDuration(ist(2026, 11, 22, 13, 30), 'DAY', 7)).toBe(ist(2026, 11, 29, 13, 30));
    expect(addDuration(ist(2026, 11, 22), 'DAY', 0)).toBe(ist(2026, 11, 22));
  });

  it('adds calendar months at the same time of day on India’s clock', () => {
    expect(addDuration(ist(2026, 1, 15, 9), 'MONTH', 1)).toBe(ist(2026, 2, 15, 9));
    expect(addDuration(ist(2026, 8, 10, 23, 59), 'MONTH', 6)).toBe(ist(2027, 2, 10, 23, 59));
  });

  it('turns the month on India’s date, not UTC’s', () => {
    // 00:10 IST on 1 March is still 28 February in UTC; a month later is 1 April IST.
    expect(addDuration(ist(2026, 3, 1, 0, 10), 'MONTH', 1)).toBe(ist(2026, 4, 1, 0, 10));
  });

  it('ends on the last day of a shorter month', () => {
    expect(addDuration(ist(2026, 1, 31, 10), 'MONTH', 1)).toBe(ist(2026, 2, 28, 10));
    expect(addDuration(ist(2028, 1, 31, 10), 'MONTH', 1)).toBe(ist(2028, 2, 29, 10));
    expect(addDuration(ist(2026, 3, 31), 'MONTH', 1)).toBe(ist(2026, 4, 30));
    expect(addDuration(ist(2026, 8, 31), 'MONTH', 6)).toBe(ist(2027, 2, 28));
  });

  it('crosses years and counts a year as twelve months', () => {
    expect(addDuration(ist(2026, 12, 15), 'MONTH', 1)).toBe(ist(2027, 1, 15));
    expect(addDuration(ist(2026, 11, 22, 8), 'YEAR', 1)).toBe(ist(2027, 11, 22, 8));
    expect(addDuration(ist(2028, 2, 29), 'YEAR', 1)).toBe(ist(2029, 2, 28));
    expect(addDuration(ist(2026, 5, 5), 'MONTH', 12)).toBe(addDuration(ist(2026, 5, 5), 'YEAR', 1));
  });

  it('keeps whole milliseconds', () => {
    const from = ist(2026, 1, 31) + 123;
    expect(addDuration(from, 'MONTH', 1) - ist(2026, 2, 28)).toBe(123);
    expect(Number.isInteger(addDuration(from, 'YEAR', 2))).toBe(true);
  });
});
