/**
 * A session's clock (learning-experience spec §4, "Test-taking states"). Times are server epoch
 * ms; durations are seconds as the paper gives them.
 */

/** When the paper closes for a student who started at `startedAt`: a scheduled test's end comes first if sooner. */
export function sessionDeadline(
  startedAt: number,
  durationSeconds: number,
  endsAt?: number,
): number {
  const full = startedAt + durationSeconds * 1000;
  return endsAt === undefined ? full : Math.min(full, endsAt);
}

/**
 * With section locking, section i closes at the start plus the times of sections 0…i: time not
 * used in a section carries over to the next, and a late start shortens them all alike.
 */
export function sectionEnds(startedAt: number, sectionSeconds: readonly number[]): number[] {
  let end = startedAt;
  return sectionSeconds.map((seconds) => (end += seconds * 1000));
}

/**
 * The section open now: the first whose time has not run out, or a later one the student has
 * already moved on to (sections left behind stay locked). Past the last: none (-1).
 */
export function openSectionIndex(
  now: number,
  ends: readonly number[],
  enteredIndex: number,
): number {
  const running = ends.findIndex((end) => now < end);
  if (running === -1) return -1;
  return Math.max(running, enteredIndex);
}

/** The auto-submit alert (spec: at duration minus auto_submit_alert_at_in_sec). */
export function autoSubmitAlertAt(deadline: number, alertSeconds: number): number {
  return deadline - alertSeconds * 1000;
}
