import type { DurationUnit } from '../contracts/subscriptionPlans.ts';
import { INDIA_OFFSET_MS } from '../rules/dates.ts';
import { DAY_MS, MONTHS_IN_YEAR } from '../timeline/timelinePeriods.ts';

/**
 * The moment a plan of `value` units started at `fromMs` ends. Days are whole 24-hour days;
 * months and years are calendar ones on India's clock, at the same time of day, and a day the
 * target month lacks becomes its last day (31 January + 1 month = 28 or 29 February), so a plan
 * never runs into the month after the one paid for.
 */
export function addDuration(fromMs: number, unit: DurationUnit, value: number): number {
  if (unit === 'DAY') return fromMs + value * DAY_MS;
  const months = unit === 'YEAR' ? value * MONTHS_IN_YEAR : value;
  const local = new Date(fromMs + INDIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return target - INDIA_OFFSET_MS;
}
