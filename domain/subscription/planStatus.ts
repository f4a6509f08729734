import type { SubscriptionStatus } from '../contracts/subscriptionPlans.ts';

/** A plan's span: it runs from `startsAt` up to, not including, `validUntil` (epoch ms). */
export interface PlanSpan {
  startsAt: number;
  validUntil: number;
}

/**
 * A plan's status at `now` (shell spec §3): INACTIVE before it starts, ACTIVE while it runs,
 * EXPIRED from the moment of its validity on. The floater's and the warning's words are the
 * shell's (planFloaterLabel.ts).
 */
export function planStatus(span: PlanSpan, now: number): SubscriptionStatus {
  if (now < span.startsAt) return 'INACTIVE';
  return now < span.validUntil ? 'ACTIVE' : 'EXPIRED';
}
