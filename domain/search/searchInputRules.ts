import { isBlankQuery } from './normaliseSearchText.ts';
import { MOBILE_SEARCH_MIN_EXCLUSIVE, SUGGESTION_LABEL_MAX } from './searchRules.ts';

/**
 * Whether what is typed is searched (spec §2, §5): never a blank or whitespace-only query (the
 * results clear instead); on a phone only once it is longer than MOBILE_SEARCH_MIN_EXCLUSIVE
 * characters (letters as a reader counts them, so a Hindi syllable is one).
 */
export function searchReady(query: string, phone: boolean): boolean {
  if (isBlankQuery(query)) return false;
  return !phone || graphemeCount(query.trim()) > MOBILE_SEARCH_MIN_EXCLUSIVE;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemeCount(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

/**
 * A suggestion's label (spec §5): at most `max` characters, counted and cut as a reader sees
 * them (a syllable such as क्षि is never split), an ellipsis where it was cut.
 */
export function truncateLabel(text: string, max = SUGGESTION_LABEL_MAX): string {
  const letters = Array.from(graphemes.segment(text), (s) => s.segment);
  if (letters.length <= max) return text;
  return `${letters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
