import { describe, it, expect } from 'vitest';
import {
  DEFAULT_TIME_PICK,
  MICROSECOND_TIMESTAMP_THRESHOLD,
  normaliseTimestamp,
  parseTimePick,
} from '../../../../domain/rules/timestamps.ts';

describe('normaliseTimestamp', () => {
  it('keeps exactly the threshold as milliseconds', () => {
    expect(MICROSECOND_TIMESTAMP_THRESHOLD).toBe(1e15);
    expect(normaliseTimestamp(1e15)).toBe(1e15);
  });
  it('divides anything above the threshold by 1000', () => {
    expect(normaliseTimestamp(1e15 + 1000)).toBe(1e12 + 1);
    expect(normaliseTimestamp(1e15 + 1)).toBeCloseTo(1e12 + 0.001, 3);
  });
  it('converts a real microsecond timestamp to the same instant', () => {
    const ms = Date.UTC(2026, 10, 22);
    expect(normaliseTimestamp(ms * 1000)).toBe(ms);
    expect(normaliseTimestamp(ms)).toBe(ms);
  });
});

describe('parseTimePick', () => {
  it('returns numbers and numeric strings as numbers', () => {
    expect(parseTimePick(45)).toBe(45);
    expect(parseTimePick(0)).toBe(0);
    expect(parseTimePick('60')).toBe(60);
    expect(parseTimePick(' 15 ')).toBe(15);
    expect(parseTimePick('2.5')).toBe(2.5);
  });
  it.each([undefined, null, '', '  ', 'abc', '12abc', Number.NaN, Infinity, true, {}, [5]])(
    'falls back to the default for %j',
    (value) => {
      expect(parseTimePick(value)).toBe(DEFAULT_TIME_PICK);
    },
  );
  it('defaults to 30', () => {
    expect(DEFAULT_TIME_PICK).toBe(30);
  });
});
