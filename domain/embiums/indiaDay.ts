import { INDIA_OFFSET_MS } from '../rules/dates.ts';
import { DAY_MS } from '../timeline/timelinePeriods.ts';

/**
 * The India calendar day of a moment as a whole number (days since 1 January 1970 there): daily
 * caps and study streaks count on it, so a day ends at midnight in India whatever the server's zone.
 */
export function indiaDay(ms: number): number {
  return Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS);
}
