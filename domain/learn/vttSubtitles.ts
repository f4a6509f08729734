/** A subtitle file of a video, as the subtitles call lists it. */
export interface SubtitleEntry {
  lang: string;
  label: string;
  format: string;
  url: string;
}

/** Only WebVTT files can be played by the browser's <track>, so the others are dropped (spec §7). */
export function vttSubtitles(entries: readonly SubtitleEntry[]): SubtitleEntry[] {
  return entries.filter((entry) => entry.format.toLowerCase() === 'vtt');
}
