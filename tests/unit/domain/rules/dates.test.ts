import { describe, it, expect } from 'vitest';
import {
  DATE_LOCALE,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
} from '../../../../domain/rules/dates.ts';

// 2026-11-22 18:45 UTC = 2026-11-23 00:15 IST: crosses midnight in Kolkata.
const LATE_EVENING_UTC = Date.UTC(2026, 10, 22, 18, 45);
const NOON_UTC = Date.UTC(2026, 10, 22, 12, 0);

describe('formatDate', () => {
  it('defaults to en-IN in Asia/Kolkata', () => {
    expect(DATE_LOCALE).toBe('en-IN');
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatDate(NOON_UTC)).toBe('22/11/2026');
  });
  it('pads day and month to two digits', () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 6))).toBe('05/01/2026');
  });
  it('uses the Kolkata date, not the UTC date', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('23/11/2026');
    expect(formatDate(LATE_EVENING_UTC, DATE_LOCALE, 'UTC')).toBe('22/11/2026');
  });
  it('honours another locale', () => {
    expect(formatDate(NOON_UTC, 'en-US')).toBe('11/22/2026');
  });
});

describe('formatDateTime', () => {
  it('adds a 24-hour time in Kolkata', () => {
    expect(formatDateTime(NOON_UTC)).toBe('22/11/2026, 17:30');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('23/11/2026, 00:15');
  });
  it('honours the time zone', () => {
    expect(formatDateTime(NOON_UTC, DATE_LOCALE, 'UTC')).toBe('22/11/2026, 12:00');
  });
});
