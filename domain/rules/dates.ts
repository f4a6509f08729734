import { DEFAULT_UTC_OFFSET_MINUTES, MINUTE_MS } from '../timeline/timelinePeriods.ts';

/** Day-first dates are what Indian learners expect on results and receipts. */
export const DATE_LOCALE = 'en-IN';

/**
 * Pinned rather than taken from the device so a test deadline shows the
 * same date for every learner, and so formatting is deterministic in tests.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * India Standard Time, UTC+05:30 all year (no daylight saving): plan ends, coupon days, invoice
 * dates and the financial year are counted on it in whole milliseconds, whatever the machine's zone.
 */
export const INDIA_OFFSET_MS = DEFAULT_UTC_OFFSET_MINUTES * MINUTE_MS;

const DAY_MONTH_YEAR = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * The calendar day of a moment in a time zone (India's unless another is named), as YYYY-MM-DD
 * (en-CA writes dates so): two moments share a key exactly when they fall on the same day there.
 */
export function dayKey(ms: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(ms);
}

/** Formats as dd/mm/yyyy in en-IN. */
export function formatDate(
  ms: number,
  locale: string = DATE_LOCALE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(locale, { ...DAY_MONTH_YEAR, timeZone }).format(ms);
}

/**
 * Uses a 24-hour clock because ICU versions disagree on the casing of
 * "am"/"pm" for en-IN, which would make output differ between browsers.
 */
export function formatDateTime(
  ms: number,
  locale: string = DATE_LOCALE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(locale, {
    ...DAY_MONTH_YEAR,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(ms);
}
