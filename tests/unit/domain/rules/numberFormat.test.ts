import { describe, it, expect } from 'vitest';
import {
  formatCompact,
  formatDuration,
  formatThousands,
} from '../../../../domain/rules/numberFormat.ts';

describe('formatThousands', () => {
  it('uses Indian grouping by default', () => {
    expect(formatThousands(1234567)).toBe('12,34,567');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(100000)).toBe('1,00,000');
  });
  it('honours another locale', () => {
    expect(formatThousands(1234567, 'en-US')).toBe('1,234,567');
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [1550, '1.6K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [999_999_999, '1G'],
    [2_500_000_000, '2.5G'],
    [2_500_000_000_000, '2500G'],
  ])('formats %d as %s', (n, expected) => {
    expect(formatCompact(n)).toBe(expected);
  });
  it('keeps the sign of negative numbers', () => {
    expect(formatCompact(-1500)).toBe('-1.5K');
    expect(formatCompact(-999)).toBe('-999');
    expect(formatCompact(-1_000_000)).toBe('-1M');
  });
  it('drops a trailing .0', () => {
    expect(formatCompact(2000)).toBe('2K');
    expect(formatCompact(2040)).toBe('2K');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 sec'],
    [45, '45 sec'],
    [59, '59 sec'],
    [60, '1 min'],
    [303, '5 min 3 sec'],
    [3599, '59 min 59 sec'],
    [3600, '1 hr'],
    [3900, '1 hr 5 min'],
    [3959, '1 hr 5 min'],
    [90000, '25 hr'],
  ])('formats %d seconds as %s', (s, expected) => {
    expect(formatDuration(s)).toBe(expected);
  });
  it('floors fractions and clamps invalid input to zero', () => {
    expect(formatDuration(45.9)).toBe('45 sec');
    expect(formatDuration(-5)).toBe('0 sec');
    expect(formatDuration(Number.NaN)).toBe('0 sec');
  });
});
