import type { DurationUnit } from '../contracts/subscriptionPlans.ts';
import { MONTHS_IN_YEAR } from '../timeline/timelinePeriods.ts';

/**
 * What a plan costs a month, for the plan card's "… a month" line: only for plans counted in
 * months or years (a plan of days has no honest monthly price), rounded half up to whole paise.
 */
export function perMonthPaise(
  pricePaise: number,
  duration: { unit: DurationUnit; value: number },
): number | undefined {
  const months =
    duration.unit === 'MONTH'
      ? duration.value
      : duration.unit === 'YEAR'
        ? duration.value * MONTHS_IN_YEAR
        : 0;
  if (months <= 1) return undefined;
  return Math.floor((pricePaise + Math.floor(months / 2)) / months);
}
