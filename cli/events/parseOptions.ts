import { EVENT_NAME } from '../../domain/contracts/events.ts';
import { UsageError } from '../exitCodes.ts';

/** A whole number at least `min`, or a usage error naming the option. */
export function wholeNumber(option: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`${option} ${value}: give a whole number of at least ${String(min)}`);
  return n;
}

/** An event name as the events service takes it (namespace, topic, event id). */
export function eventNameOption(option: string, value: string): string {
  if (!EVENT_NAME.test(value))
    throw new UsageError(
      `${option} ${value}: use 1 to 64 letters, digits, dots, dashes or underscores`,
    );
  return value;
}
