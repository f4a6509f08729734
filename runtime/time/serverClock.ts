import { useEffect, useState } from 'react';
import { serverNowCall } from '../../domain/contracts/mockTests.ts';
import {
  clockOffset,
  TIME_SYNC_INTERVAL_MS,
  TIME_SYNC_RETRIES,
  TIME_SYNC_SAMPLES,
  TIME_SYNC_THROTTLE_MS,
  type TimeSample,
} from '../../domain/time/serverClock.ts';
import { ApiError, callApi } from '../api/callApi.ts';

/** One round trip to the server's clock. */
export type SampleServerTime = () => Promise<TimeSample>;

export interface ServerClock {
  /** Server time, epoch ms, a whole number: the device clock until the first sync, then corrected. */
  now(): number;
  /** Starts syncing (now, then hourly); returns the function that stops it. */
  start(): () => void;
}

/**
 * A clock that follows the server's (spec §9, "Server time sync"): the test's deadline and every
 * event's time are server times, so a device whose clock is minutes off must not shorten or
 * stretch a paper. `sample` makes one round trip; the page's clock asks the test service.
 */
export function createServerClock(sample: SampleServerTime): ServerClock {
  let offset = 0;
  /** performance.now() of the last sync's start: monotonic, so moving the device clock cannot unthrottle it. */
  let lastSyncAt = -Infinity;
  let syncing = false;
  let users = 0;
  let hourly: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  /**
   * One sync: TIME_SYNC_SAMPLES round trips one after another (in parallel they would queue behind
   * each other and all look slow). A network error retries the whole sync after the throttle time,
   * so the retries are 5 s apart and never break the "one sync in 5 s" rule; other failures wait
   * for the next hourly sync, since asking again would get the same answer.
   */
  async function sync(retriesLeft: number): Promise<void> {
    if (syncing || performance.now() - lastSyncAt < TIME_SYNC_THROTTLE_MS) return;
    syncing = true;
    // A fresh sync supersedes a retry still waiting from an earlier one.
    clearTimeout(retry);
    lastSyncAt = performance.now();
    try {
      const samples: TimeSample[] = [];
      for (let i = 0; i < TIME_SYNC_SAMPLES; i++) samples.push(await sample());
      offset = clockOffset(samples) ?? offset;
    } catch (error) {
      const network = error instanceof ApiError && error.status === 0;
      if (network && retriesLeft > 0 && users > 0) {
        retry = setTimeout(() => void sync(retriesLeft - 1), TIME_SYNC_THROTTLE_MS);
      } else {
        console.warn('server time sync failed; keeping the last offset', error);
      }
    } finally {
      syncing = false;
    }
  }

  return {
    // Rounded as well: a device clock or a sampler may carry fractions, and no time in any
    // contract may (a half millisecond once lost a whole batch of answers on PostgreSQL).
    now: () => Math.round(Date.now() + offset),
    /** Counted: several screens may start it, and it runs until the last of them stops. */
    start() {
      users += 1;
      if (users === 1) {
        void sync(TIME_SYNC_RETRIES);
        hourly = setInterval(() => void sync(TIME_SYNC_RETRIES), TIME_SYNC_INTERVAL_MS);
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        users -= 1;
        if (users > 0) return;
        clearInterval(hourly);
        clearTimeout(retry);
        hourly = retry = undefined;
      };
    },
  };
}

/** One round trip to the test service's clock. */
async function sampleTestService(): Promise<TimeSample> {
  const sentAt = Date.now();
  const answer = await callApi(serverNowCall);
  return { sentAt, receivedAt: Date.now(), serverNow: answer.body.data.now };
}

/** The page's clock: one server and one offset for the whole page. */
const pageClock = createServerClock(sampleTestService);

/** Server time, epoch ms: the device clock until the first sync answers, then corrected. */
export function serverNow(): number {
  return pageClock.now();
}

/**
 * Starts syncing the page's clock (now, then hourly) and returns the function that stops it.
 * Counted: several screens may start it, and it runs until the last of them stops.
 */
export function startServerClock(): () => void {
  return pageClock.start();
}

/**
 * Server time, re-rendered every tickMs (a countdown ticks each second). Keeps the clock synced
 * while mounted, so a screen that shows server time needs nothing else.
 */
export function useServerNow(tickMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => startServerClock(), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
