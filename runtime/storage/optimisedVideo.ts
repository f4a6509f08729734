import { readPersisted, removePersisted, writePersisted } from './persistedKeys.ts';

/** The query parameter asking for data-saving video (shell spec §3). */
export const OPTIMISED_VIDEO_PARAM = 'optimised_video';

/** How long the preference outlives the visit that set it (shell spec §9). */
export const OPTIMISED_VIDEO_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const OFF_VALUES: readonly string[] = ['false', '0'];

/** Keeps the preference an address gives, for the next 7 days. */
export function rememberOptimisedVideo(
  search: Pick<URLSearchParams, 'get'>,
  now: number = Date.now(),
): void {
  const value = search.get(OPTIMISED_VIDEO_PARAM);
  if (value === null) return;
  const on = !OFF_VALUES.includes(value.toLowerCase());
  writePersisted('optimisedVideo', { on, expiresAt: now + OPTIMISED_VIDEO_KEEP_MS });
}

/** Whether data-saving video is asked for; a preference older than 7 days is forgotten. */
export function optimisedVideoOn(now: number = Date.now()): boolean {
  const stored = readPersisted('optimisedVideo');
  if (!stored) return false;
  if (stored.expiresAt <= now) {
    removePersisted('optimisedVideo');
    return false;
  }
  return stored.on;
}
