/** A countdown as the runner shows it: 1:05:09 with hours, 05:09 without. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * Moments a screen reader is told the time left, in minutes: often enough to plan by, rare enough
 * not to talk over the questions (a live timer read every second would make the paper unusable).
 */
export const ANNOUNCED_MINUTES = [30, 10, 5, 1] as const;

/** The smallest announced mark the time left is within, or undefined above them all. */
export function announcedMark(ms: number): number | undefined {
  let mark: number | undefined;
  for (const minutes of ANNOUNCED_MINUTES) if (ms <= minutes * 60_000) mark = minutes;
  return mark;
}
