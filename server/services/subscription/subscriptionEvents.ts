import type { FastifyBaseLogger } from 'fastify';

/**
 * What the subscription service tells the rest of the product (the notifications issue listens
 * through `AppDeps.onSubscriptionEvent`): a payment went through, or a plan was found ended.
 * Each is told once: payments after their order's commit, expiries when a read first finds them.
 */
export type SubscriptionEvent =
  | {
      type: 'paymentSucceeded';
      orgId: number;
      childId: string;
      orderId: string;
      planId: string;
      validUntil: number;
    }
  | { type: 'planExpired'; orgId: number; childId: string; vertical: string; validUntil: number };

/**
 * Hands an event to the listener, if any. A listener's failure is logged, not answered: the
 * payment or the read it follows has already happened and stays right.
 */
export function emitSubscriptionEvent(
  listener: ((event: SubscriptionEvent) => void) | undefined,
  event: SubscriptionEvent,
  log: FastifyBaseLogger,
): void {
  if (!listener) return;
  try {
    listener(event);
  } catch (error) {
    log.error({ err: error, event: event.type }, 'a subscription event listener failed');
  }
}
