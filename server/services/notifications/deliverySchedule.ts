/** How often the sweeper asks for notices that come with time and sends what is due. */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 60_000;
/**
 * How long a claimed delivery is its process's: longer than any channel's own timeout (SMS and
 * push give up after 10 s), so only a process that died loses its rows to another.
 */
export const NOTIFICATION_DELIVERY_LEASE_MS = 2 * 60_000;
/** The most deliveries one round claims: a backlog drains over rounds, never in one burst. */
export const NOTIFICATION_DELIVERY_BATCH = 50;
/**
 * Waits after the 1st, 2nd… failed attempt: a gateway's hiccup is retried in a minute, an outage
 * over most of a day. After the last the delivery is `failed`.
 */
export const NOTIFICATION_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  12 * 60 * 60_000,
];
export const NOTIFICATION_MAX_ATTEMPTS = NOTIFICATION_RETRY_DELAYS_MS.length + 1;

/** When a delivery that failed its `attempts`-th attempt is tried again, or undefined: never. */
export function nextAttemptAt(attempts: number, now: number): number | undefined {
  const delay = NOTIFICATION_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? undefined : now + delay;
}
