/** Seconds watched as reported: whole seconds rounded up, never more than the video's length. */
export function watchedDuration(position: number, length: number): number {
  if (!Number.isFinite(position) || position <= 0) return 0;
  return Math.min(Math.ceil(position), Math.max(0, length));
}
