import { DAY_MS } from '../timeline/timelinePeriods.ts';
import { INDIA_OFFSET_MS } from '../rules/dates.ts';

/**
 * A coupon's validity dates are calendar days in India (the only market priced today): a coupon
 * valid from 2026-01-01 until 2026-01-31 holds from midnight IST on 1 January to midnight IST
 * after 31 January.
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first moment (epoch ms) of an ISO date (YYYY-MM-DD) in India. */
export function couponDayStart(isoDate: string): number {
  const match = isoDay.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (new Date(at).toISOString().slice(0, 10) !== isoDate)
    throw new RangeError(`not a calendar date: ${isoDate}`);
  return at - INDIA_OFFSET_MS;
}

/** The moment an ISO date ends in India: a coupon valid until that day stops here. */
export const couponDayEnd = (isoDate: string) => couponDayStart(isoDate) + DAY_MS;
