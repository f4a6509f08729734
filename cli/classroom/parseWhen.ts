import { INDIA_OFFSET_MS } from '../../domain/rules/dates.ts';
import { couponDayEnd } from '../../domain/subscription/couponWindow.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../domain/timeline/timelinePeriods.ts';
import { UsageError } from '../exitCodes.ts';

/** A date and time; without a zone it is India time, the institutes' clock. */
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FROM_NOW = /^\+(\d{1,5})([mhd])$/;
const UNIT_MS = { m: MINUTE_MS, h: HOUR_MS, d: DAY_MS } as const;

/** An ISO time as epoch milliseconds; undefined when it is not one or names no real moment. */
function isoTime(value: string): number | undefined {
  const match = ISO_TIME.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00', zone] = match;
  const at = Date.parse(zone === undefined ? `${value}+05:30` : value);
  if (Number.isNaN(at)) return undefined;
  // Date.parse rolls 30 February over into March: the fields must come back as written.
  const local = new Date(at + (zone === undefined ? INDIA_OFFSET_MS : zoneOffsetMs(zone)));
  const written = [year, month, day, hour, minute, second].map(Number);
  const read = [
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ];
  return written.every((n, i) => n === read[i]) ? at : undefined;
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = zone.slice(1).split(':').map(Number);
  return sign * (hours * HOUR_MS + minutes * MINUTE_MS);
}

/**
 * When a live class starts: `now`, `+30m` / `+2h` / `+1d` from now, or an ISO time
 * (2026-05-01T10:00, India time unless a zone is given). Never in the past.
 */
export function parseStart(option: string, value: string, now: number): number {
  const from = FROM_NOW.exec(value);
  const at =
    value === 'now'
      ? now
      : from
        ? now + Number(from[1]) * UNIT_MS[from[2] as keyof typeof UNIT_MS]
        : isoTime(value);
  if (at === undefined)
    throw new UsageError(
      `${option} "${value}": use an ISO time (2026-05-01T10:00, India time unless a zone is given), now, or +30m, +2h, +1d`,
    );
  if (at < now - MINUTE_MS) throw new UsageError(`${option} "${value}": is in the past`);
  return at;
}

/**
 * When work is due: a date (YYYY-MM-DD: by the end of that day in India) or an ISO time. Never
 * in the past.
 */
export function parseDue(option: string, value: string, now: number): number {
  let at: number | undefined;
  if (ISO_DATE.test(value)) {
    try {
      // The last moment of that day in India, so the due date shown is that day.
      at = couponDayEnd(value) - 1;
    } catch (error) {
      // A day the calendar lacks (2026-02-30) leaves `at` undefined: the usage error below.
      if (!(error instanceof RangeError)) throw error;
    }
  } else at = isoTime(value);
  if (at === undefined) throw new UsageError(`${option} "${value}": use YYYY-MM-DD or an ISO time`);
  if (at <= now) throw new UsageError(`${option} "${value}": is in the past`);
  return at;
}

/** A moment as operators read it: India date and time to the minute. */
export function indiaTime(ms: number): string {
  return `${new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} IST`;
}
