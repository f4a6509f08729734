import type { OrderStatus } from '../contracts/orders.ts';

/** How long the status screen waits between two asks while the gateway has not decided. */
export const PAYMENT_STATUS_POLL_INTERVAL_MS = 3000;
/** How many times it asks before saying the payment is still being confirmed (about a minute). */
export const PAYMENT_STATUS_POLL_MAX_TRIES = 20;

/**
 * Whether to ask again after `tries` answers, the latest being `status`: only while the order is
 * in progress and the tries are not spent. A spent budget is not a failure: the order may still
 * succeed, and the screen says so and offers to look again.
 */
export function shouldPollAgain(status: OrderStatus | undefined, tries: number): boolean {
  return (
    (status === undefined || status === 'IN_PROGRESS') && tries < PAYMENT_STATUS_POLL_MAX_TRIES
  );
}
