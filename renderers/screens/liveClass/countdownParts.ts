import {
  MS_PER_SECOND,
  SECONDS_PER_HOUR,
  SECONDS_PER_MINUTE,
} from '../../../domain/rules/numberFormat.ts';

const DAY_SECONDS = 24 * SECONDS_PER_HOUR;

/** A wait split into whole days, hours, minutes and seconds. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The time left until `at`, in whole units, the seconds rounded up: a countdown reads "1 second"
 * until the moment itself, never "0 seconds" early. Nothing is left once `at` has passed.
 */
export function countdownParts(at: number, now: number): CountdownParts {
  const left = Math.max(0, Math.ceil((at - now) / MS_PER_SECOND));
  return {
    days: Math.floor(left / DAY_SECONDS),
    hours: Math.floor((left % DAY_SECONDS) / SECONDS_PER_HOUR),
    minutes: Math.floor((left % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: left % SECONDS_PER_MINUTE,
  };
}

/**
 * The units a countdown names: from the largest that is not zero down to the seconds, and no
 * seconds while a day or more is left (they would only flicker).
 */
export function countdownUnits(parts: CountdownParts): (keyof CountdownParts)[] {
  const order: (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];
  const first = order.findIndex((unit) => parts[unit] > 0);
  if (first === -1) return [];
  const units = order.slice(first);
  return parts.days > 0 ? units.filter((unit) => unit !== 'seconds') : units;
}
