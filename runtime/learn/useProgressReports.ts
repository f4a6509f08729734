import { useEffect, useEffectEvent } from 'react';
import { REPORT_INTERVAL_S } from '../../domain/learn/playerConstants.ts';
import type { ProgressTarget } from './progressTarget.ts';
import { reportProgress, type PlaybackClock } from './videoProgress.ts';

/**
 * Reports progress every 10 s while a tracked video plays (spec §4 "Video"). Pausing stops the
 * reports; the end and closing report through videoProgress.ts directly.
 */
export function useProgressReports(
  target: ProgressTarget | undefined,
  playing: boolean,
  readClock: () => PlaybackClock | undefined,
): void {
  const read = useEffectEvent(readClock);
  useEffect(() => {
    if (!target || !playing) return;
    const timer = setInterval(() => {
      const clock = read();
      if (clock) void reportProgress(target, clock);
    }, REPORT_INTERVAL_S * 1000);
    return () => clearInterval(timer);
  }, [target, playing]);
}
