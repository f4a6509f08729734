/**
 * The offset between this device's clock and the server's, from a few round trips (learning-
 * experience spec §9: 3 samples an hour, up to 15 retries, at most one sync in 5 s).
 */
export const TIME_SYNC_SAMPLES = 3;
export const TIME_SYNC_INTERVAL_MS = 3_600_000;
export const TIME_SYNC_RETRIES = 15;
export const TIME_SYNC_THROTTLE_MS = 5_000;

/** One round trip: the local clock when asked and answered, and the server's reading. */
export interface TimeSample {
  sentAt: number;
  receivedAt: number;
  serverNow: number;
}

/**
 * Server time minus local time, in whole milliseconds (every time in every contract is an integer:
 * a half millisecond once made PostgreSQL refuse a whole batch of answers). Each sample assumes the
 * server read its clock halfway through the round trip; the shortest round trip is trusted most
 * (least room for that guess to be wrong).
 */
export function clockOffset(samples: readonly TimeSample[]): number | undefined {
  let best: TimeSample | undefined;
  for (const s of samples)
    if (!best || s.receivedAt - s.sentAt < best.receivedAt - best.sentAt) best = s;
  if (!best) return undefined;
  return Math.round(best.serverNow - Math.floor((best.sentAt + best.receivedAt) / 2));
}
