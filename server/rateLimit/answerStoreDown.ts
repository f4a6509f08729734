import { AppError } from '../../domain/errors.ts';
import type { RateLimiter } from './RateLimiter.ts';
import { RateStoreUnavailableError } from './RateStoreUnavailableError.ts';

/**
 * What a refused caller is told to wait: Redis reconnects within seconds of coming back, and an
 * outage worth refusing for lasts longer than that (the message says "in a minute").
 */
export const STORE_DOWN_RETRY_AFTER_S = 60;

/** Limiters whose counters are away: the operator hears once when an outage starts and ends. */
const limitersDown = new WeakSet<RateLimiter>();

/**
 * A limit whose counters could not be reached: a limit that fails closed refuses with 503
 * LIMITS_UNAVAILABLE; one that fails open lets the call through, and so does a hit given back
 * (there is nothing to protect in returning one). Anything but an outage is a bug and is rethrown.
 */
export function answerStoreDown(
  limiter: RateLimiter,
  policy: { name: string; whenStoreDown: 'open' | 'closed' },
  amount: number,
  error: unknown,
): void {
  if (!(error instanceof RateStoreUnavailableError)) throw error;
  if (!limitersDown.has(limiter)) {
    limitersDown.add(limiter);
    console.warn(
      `abhyas: rate-limit counters unavailable (${String(error.cause)}): limits that fail closed answer 503, the others let calls through`,
    );
  }
  if (policy.whenStoreDown === 'closed' && amount >= 0) {
    throw new AppError(
      'LIMITS_UNAVAILABLE',
      undefined,
      { 'retry-after': String(STORE_DOWN_RETRY_AFTER_S) },
      error,
    );
  }
}

/** The counters answered: if they were away, the outage is over. */
export function noteStoreAnswered(limiter: RateLimiter): void {
  if (limitersDown.delete(limiter)) console.warn('abhyas: rate-limit counters answer again');
}
