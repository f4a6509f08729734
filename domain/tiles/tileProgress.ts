/** Progress never shows past full, whatever the report says (learning-experience spec §9). */
export const PROGRESS_CAP = 1;

/** Watched seconds over length, capped at 100 %; 0 when the length is unknown (0) or negative. */
export function watchedFraction(watched: number, length: number): number {
  if (!(length > 0) || !(watched > 0)) return 0;
  return Math.min(PROGRESS_CAP, watched / length);
}

/**
 * A tile's progress as a fraction 0…1: watched of length for videos, else progressPercent;
 * undefined when the tile reports none (no bar is drawn).
 */
export function tileProgress(tile: {
  progress?: { watched: number; length: number } | undefined;
  progressPercent?: number | undefined;
}): number | undefined {
  if (tile.progress) return watchedFraction(tile.progress.watched, tile.progress.length);
  if (tile.progressPercent !== undefined) return watchedFraction(tile.progressPercent, 100);
  return undefined;
}

/** A fraction as a whole percentage for text and aria values. */
export function percentOf(fraction: number): number {
  return Math.round(fraction * 100);
}

/** A video's length in whole minutes for its summary; anything under a minute counts as one. */
export function videoMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
