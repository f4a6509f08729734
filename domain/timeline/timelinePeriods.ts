/** The periods a timeline summary covers (learning-experience spec §7, "Timeline": dateType). */
export const DATE_TYPES = ['year', 'month', 'week', 'day'] as const;
export type DateType = (typeof DATE_TYPES)[number];

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** A week starts on Monday, as the Indian school week and ISO 8601 do (the spec is silent). */
export const WEEK_START_DAY = 1;
export const DAYS_IN_WEEK = 7;
export const MONTHS_IN_YEAR = 12;
export const HOURS_IN_DAY = 24;
/** The student's offset from UTC when the browser sends none: India Standard Time, UTC+5:30. */
export const DEFAULT_UTC_OFFSET_MINUTES = 330;
/** The widest offsets in use (UTC−12:00 … UTC+14:00). */
export const UTC_OFFSET_MIN_MINUTES = -720;
export const UTC_OFFSET_MAX_MINUTES = 840;

/** A span of time, [timestamp, endTimeStamp), whole epoch milliseconds. */
export interface Span {
  timestamp: number;
  endTimeStamp: number;
}

/** A period and its buckets: year → its 12 months, month → its days, week → 7 days, day → 24 hours. */
export interface Period extends Span {
  dateType: DateType;
  buckets: Span[];
}

/**
 * Local calendar arithmetic at a fixed offset: a local wall time is an epoch shifted by the offset,
 * read with the UTC getters, so no host time zone ever enters. (A fixed offset, not a zone name:
 * India keeps no summer time; where a zone does, a period across its change is off by that hour.)
 */
function localParts(at: number, offsetMinutes: number) {
  const local = new Date(at + offsetMinutes * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    date: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

/** The epoch of a local midnight (month and date may overflow, as Date.UTC allows). */
function localMidnight(year: number, month: number, date: number, offsetMinutes: number): number {
  return Date.UTC(year, month, date) - offsetMinutes * MINUTE_MS;
}

/** Consecutive spans between boundaries: n + 1 boundaries make n spans. */
function spans(starts: number[]): Span[] {
  return starts.slice(1).map((end, i) => ({ timestamp: starts[i] ?? end, endTimeStamp: end }));
}

/** The period of the given type around `at`, in the student's local calendar. */
export function periodOf(dateType: DateType, at: number, offsetMinutes: number): Period {
  const { year, month, date, weekday } = localParts(at, offsetMinutes);
  const midnight = (y: number, m: number, d: number) => localMidnight(y, m, d, offsetMinutes);
  let starts: number[];
  switch (dateType) {
    case 'year':
      starts = Array.from({ length: MONTHS_IN_YEAR + 1 }, (_, m) => midnight(year, m, 1));
      break;
    case 'month': {
      const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      starts = Array.from({ length: days + 1 }, (_, d) => midnight(year, month, d + 1));
      break;
    }
    case 'week': {
      const back = (weekday - WEEK_START_DAY + DAYS_IN_WEEK) % DAYS_IN_WEEK;
      starts = Array.from({ length: DAYS_IN_WEEK + 1 }, (_, d) =>
        midnight(year, month, date - back + d),
      );
      break;
    }
    case 'day': {
      const start = midnight(year, month, date);
      starts = Array.from({ length: HOURS_IN_DAY + 1 }, (_, h) => start + h * HOUR_MS);
      break;
    }
  }
  const buckets = spans(starts);
  return {
    dateType,
    timestamp: buckets[0]?.timestamp ?? 0,
    endTimeStamp: buckets[buckets.length - 1]?.endTimeStamp ?? 0,
    buckets,
  };
}

/** A moment in the period before (-1) or after (+1) the one around `at`. */
export function shiftPeriod(dateType: DateType, at: number, offsetMinutes: number, step: -1 | 1) {
  const period = periodOf(dateType, at, offsetMinutes);
  return step < 0 ? period.timestamp - 1 : period.endTimeStamp;
}
