/**
 * Time tampering (learning-experience spec §5): while offline, the wall clock moved more than
 * TIME_DRIFT_LIMIT_MS away from elapsed time, or went backwards. Elapsed time comes from a
 * monotonic clock (performance.now), which the device's clock settings cannot move.
 */
export const TIME_DRIFT_LIMIT_MS = 60_000;
/** The tampering modal waits this long, so a single odd reading does not flash it. */
export const TAMPER_MODAL_DEBOUNCE_MS = 3_000;

export interface ClockReading {
  wall: number;
  monotonic: number;
}

export function clockTampered(before: ClockReading, now: ClockReading, offline: boolean): boolean {
  if (!offline) return false;
  const wall = now.wall - before.wall;
  if (wall < 0) return true;
  return Math.abs(wall - (now.monotonic - before.monotonic)) > TIME_DRIFT_LIMIT_MS;
}
