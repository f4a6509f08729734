import { AppError } from '../../domain/errors.ts';
import type { RateLimiter } from './RateLimiter.ts';
import { enforceRateLimits, type RatePolicy } from './ratePolicies.ts';

/**
 * Runs `work` under a limit that counts only its failures: refused at once when the key's
 * failures are over the limit, counted when `work` fails with a client's mistake (a wrong
 * password, code or token). A school whose students all get it right shares one address freely;
 * a guesser behind the same address meets the limit.
 */
export async function countFailures<T>(
  limiter: RateLimiter,
  policy: RatePolicy,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  await enforceRateLimits(limiter, [{ policy, key, amount: 0 }]);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      await enforceRateLimits(limiter, [{ policy, key }]);
    throw error;
  }
}
