/**
 * Some upstream services emit microseconds while JavaScript dates use
 * milliseconds. Any millisecond timestamp above 1e15 would lie ~31,700
 * years in the future, so a value that large can only be microseconds.
 */
export const MICROSECOND_TIMESTAMP_THRESHOLD = 1e15;

const MICROSECONDS_PER_MILLISECOND = 1000;

/** Returns milliseconds whichever unit the source used. */
export function normaliseTimestamp(n: number): number {
  return n > MICROSECOND_TIMESTAMP_THRESHOLD ? n / MICROSECONDS_PER_MILLISECOND : n;
}

/** Used when a stored time pick is missing or corrupt, so the UI still works. */
export const DEFAULT_TIME_PICK = 30;

/**
 * Time picks arrive from query strings, local storage and JSON alike, so the
 * value may be a number, a numeric string or garbage. Garbage falls back to
 * the default instead of throwing because a bad saved preference must never
 * block a learner from starting a test.
 */
export function parseTimePick(value: unknown): number {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : DEFAULT_TIME_PICK;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : DEFAULT_TIME_PICK;
  }
  return DEFAULT_TIME_PICK;
}
