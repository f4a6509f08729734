import type { RateLimiter } from '../../rateLimit/RateLimiter.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';

/** Who a notice that costs money is sent for (the account) and to (an address). */
export interface NoticeCharge {
  orgId: number;
  account: string;
  recipient: string;
}

/**
 * Counts one notice against its daily caps before it is sent: per account, per address and per
 * organisation. The first cap reached throws RATE_LIMITED (the delivery is skipped, not retried).
 */
export async function chargeNotice(limiter: RateLimiter, charge: NoticeCharge): Promise<void> {
  await enforceRateLimits(limiter, [
    { policy: RATE_POLICIES.noticePerAccountDaily, key: `${charge.orgId}:${charge.account}` },
    {
      policy: RATE_POLICIES.noticePerRecipientDaily,
      key: `${charge.orgId}:${charge.recipient}`,
    },
    { policy: RATE_POLICIES.noticePerOrganisationDaily, key: String(charge.orgId) },
  ]);
}
