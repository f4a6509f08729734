import type { FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import type { RateLimiter } from '../../rateLimit/RateLimiter.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';

/** Who a message that costs money (an SMS, an e-mail) is sent for, and to whom. */
export interface MessageCharge {
  orgId: number;
  recipient: string;
  /** The account the message is sent for; a sign-up not stored yet is named by its identifier. */
  account: string;
}

/**
 * The address and device a request comes from: the device is the browser id the app sends. Limits
 * that must not hold up a whole school behind one address count the two together.
 */
export function sender(request: FastifyRequest) {
  const device = request.headers[AUTH_HEADERS.browserId];
  return { ip: request.ip, device: typeof device === 'string' ? device : 'unknown' };
}

/**
 * Counts one message against every cap before anything is written or sent (docs/security.md):
 * per recipient, per account, per device behind an address, per address (all, and those whose
 * codes nobody entered) and per organisation. The first cap reached answers 429.
 */
export async function chargeMessage(
  limiter: RateLimiter,
  request: FastifyRequest,
  charge: MessageCharge,
): Promise<void> {
  const { ip, device } = sender(request);
  const recipient = `${charge.orgId}:${charge.recipient}`;
  await enforceRateLimits(limiter, [
    { policy: RATE_POLICIES.messagePerRecipient, key: recipient },
    { policy: RATE_POLICIES.messagePerRecipientDaily, key: recipient },
    { policy: RATE_POLICIES.messagePerAccountDaily, key: `${charge.orgId}:${charge.account}` },
    { policy: RATE_POLICIES.messagePerDevice, key: `${ip}:${device}` },
    { policy: RATE_POLICIES.messageUnconfirmedPerIp, key: ip },
    { policy: RATE_POLICIES.messagePerIpDaily, key: ip },
    { policy: RATE_POLICIES.messagePerOrganisationDaily, key: String(charge.orgId) },
  ]);
}

/**
 * A code sent from `ip` was entered: the person received it, so it gives its address its
 * unconfirmed hit back. A school whose students all enter their codes never meets that cap; a
 * script pumping messages to numbers it does not own does.
 */
export async function confirmMessage(limiter: RateLimiter, ip: string): Promise<void> {
  await enforceRateLimits(limiter, [
    { policy: RATE_POLICIES.messageUnconfirmedPerIp, key: ip, amount: -1 },
  ]);
}
