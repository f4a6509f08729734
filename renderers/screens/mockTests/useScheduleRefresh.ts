import { useEffect, useEffectEvent, useState } from 'react';
import {
  refreshWaitMs,
  type ScheduleStatus,
  type TestMoments,
} from '../../../domain/mockTests/testSchedule.ts';

/** setTimeout takes at most 2^31 − 1 ms (about 24.8 days); a longer wait would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** At least this long between refreshes, should this device's clock run ahead of the server's. */
export const MIN_REFRESH_MS = 1000;

/**
 * Calls `refresh` when the schedule says the test's state changes by itself (spec §4: the wait
 * to its start, lock, end or answer key). The timer is cleared on unmount and set again after
 * every answer, and after each firing (the server may not have moved on yet). Returns the clock
 * reading of the last check, for texts that depend on the day.
 */
export function useScheduleRefresh(
  state: { status: ScheduleStatus; moments: TestMoments | undefined } | undefined,
  refresh: () => void,
): number {
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const onTime = useEffectEvent(() => {
    setCheckedAt(Date.now());
    refresh();
  });
  const status = state?.status;
  const moments = state?.moments;
  useEffect(() => {
    if (status === undefined) return;
    const wait = refreshWaitMs(Date.now(), status, moments);
    if (wait === undefined || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(onTime, Math.max(MIN_REFRESH_MS, wait));
    return () => clearTimeout(timer);
  }, [status, moments, checkedAt]);
  return checkedAt;
}
