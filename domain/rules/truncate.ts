/** Long enough for a question preview, short enough for a list row. */
export const TRUNCATE_LENGTH = 100;

/** A single character, so the result never exceeds `max + 1` code points. */
export const TRUNCATE_ELLIPSIS = '\u2026';

/**
 * Counts code points, not UTF-16 units, so emoji and supplementary-plane
 * characters are never cut into a lone surrogate that renders as "�".
 * A cut may still fall between a consonant and its vowel sign in Indic
 * text; that renders acceptably, whereas a broken surrogate does not.
 */
export function truncate(text: string, max: number = TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('') + TRUNCATE_ELLIPSIS;
}
