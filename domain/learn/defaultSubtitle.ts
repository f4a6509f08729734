import type { SubtitleEntry } from './vttSubtitles.ts';

/** Subtitles start in the UI language when the video has them, and off (-1) otherwise. */
export function defaultSubtitle(tracks: readonly SubtitleEntry[], uiLocale: string): number {
  return tracks.findIndex((track) => track.lang === uiLocale);
}
