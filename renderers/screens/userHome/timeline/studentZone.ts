import {
  UTC_OFFSET_MAX_MINUTES,
  UTC_OFFSET_MIN_MINUTES,
} from '../../../../domain/timeline/timelinePeriods.ts';

/**
 * The student's time zone, from the browser: its name for formatting, and its offset from UTC at
 * `at` for the server, which buckets days, weeks and months by it (the timeline calls'
 * `utc_offset_minutes`).
 */
export function studentZone(at: number = Date.now()) {
  const offset = -Math.round(new Date(at).getTimezoneOffset());
  return {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offsetMinutes: Math.min(UTC_OFFSET_MAX_MINUTES, Math.max(UTC_OFFSET_MIN_MINUTES, offset)),
  };
}
