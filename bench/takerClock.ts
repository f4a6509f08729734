import { TIME_SYNC_SAMPLES } from '../domain/time/serverClock.ts';
import { createServerClock } from '../runtime/time/serverClock.ts';

const HOST = 'abhyas.localhost';
/** The first sync (three round trips to a server that is up) is given this long. */
const FIRST_SYNC_WAIT_MS = 30_000;

export interface TakerClock {
  /** Server time as the runner stamps its events with it. */
  now: () => number;
  stop: () => void;
}

/**
 * A taker's clock: the runner's own (createServerClock), kept on the server's GET /api/test/now,
 * started and synced once before the taker answers. Each round trip is reported as an odd number
 * of milliseconds, so the halfway guess falls on a half millisecond and the raw offset is
 * fractional, as a real device's often is: the stamps must still be whole milliseconds, or
 * PostgreSQL refuses the whole batch (it once did, while SQLite took it).
 */
export async function startTakerClock(testBase: string): Promise<TakerClock> {
  let samples = 0;
  let synced: () => void = () => undefined;
  const firstSync = new Promise<void>((resolve) => (synced = resolve));
  const clock = createServerClock(async () => {
    const sentAt = Date.now();
    const answer = await fetch(`${testBase}/now`, { headers: { host: HOST } });
    if (!answer.ok) throw new Error(`GET /api/test/now answered ${answer.status}`);
    const { data } = (await answer.json()) as { data: { now: number } };
    const roundTrip = Date.now() - sentAt;
    const oddRoundTrip = roundTrip % 2 === 1 ? roundTrip : roundTrip + 1;
    // The clock takes its offset once the last sample is back: a task later, it has.
    if (++samples === TIME_SYNC_SAMPLES) setTimeout(synced);
    return { sentAt, receivedAt: sentAt + oddRoundTrip, serverNow: data.now };
  });
  const stop = clock.start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the clock did not sync within ${FIRST_SYNC_WAIT_MS} ms`)),
      FIRST_SYNC_WAIT_MS,
    );
  });
  try {
    await Promise.race([firstSync, tooLong]);
  } catch (error) {
    stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { now: () => clock.now(), stop };
}
