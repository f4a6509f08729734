import { AppError } from '../../../domain/errors.ts';
import type { RateLimiter } from '../../rateLimit/RateLimiter.ts';
import { enforceRateLimits, RATE_POLICIES, type RateHit } from '../../rateLimit/ratePolicies.ts';

/**
 * Runs a check of an invite code under the two limits of docs/decisions/classrooms.md: refused at
 * once when the address's or the account's wrong codes are over their limits, and a wrong code
 * (any client mistake) counted against both. Right codes cost nothing, so a school lab whose
 * students type their class's code together is never held up.
 */
export async function underInviteCodeLimits<T>(
  limiter: RateLimiter,
  who: { ip: string; orgId: number; userId: string },
  work: () => Promise<T>,
): Promise<T> {
  const hits: RateHit[] = [
    { policy: RATE_POLICIES.inviteCodePerIp, key: who.ip },
    { policy: RATE_POLICIES.inviteCodePerAccount, key: `${String(who.orgId)}:${who.userId}` },
  ];
  await enforceRateLimits(
    limiter,
    hits.map((hit) => ({ ...hit, amount: 0 })),
  );
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await enforceRateLimits(limiter, hits);
    throw error;
  }
}
