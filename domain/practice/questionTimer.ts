const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as a clock: 65 → "1:05", 3725 → "1:02:05"; negative or fractional time is floored at 0. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Past the question's ideal time (a question without one is never over time). */
export function isOverTime(elapsedSeconds: number, idealSeconds: number): boolean {
  return idealSeconds > 0 && elapsedSeconds > idealSeconds;
}

/** Whole seconds between two instants in milliseconds, never negative. */
export function secondsBetween(startMs: number, endMs: number): number {
  return Math.max(0, Math.round((endMs - startMs) / 1000));
}

/** A 0–1 share (mastery, accuracy) as a whole percentage, clamped to 0–100. */
export function percentOf(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}
