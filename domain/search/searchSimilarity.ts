/** A misspelt word is put right only by a word of the titles at least this near (querySimilarity). */
export const FUZZY_MIN_SIMILARITY = 0.6;

/** Printable ASCII: one letter a character, no need to ask the segmenter. */
const ASCII = /^[ -~]*$/;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A text's letters as a reader sees them: one grapheme (a syllable such as ति) each. */
function lettersOf(text: string): string[] {
  if (ASCII.test(text)) return text.split('');
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/**
 * The trigrams of a run of words, each word padded as pg_trgm pads it (two spaces before, one
 * after), so that a word's start weighs more than its middle. Indic words are cut by grapheme, so
 * ति is one letter and a trigram never splits a vowel sign from its consonant.
 */
function trigramsOf(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const word of words) {
    if (word === '') continue;
    const letters = ['\u0000', '\u0000', ...lettersOf(word), '\u0000'];
    for (let i = 0; i + 3 <= letters.length; i++) found.add(letters.slice(i, i + 3).join('\u0001'));
  }
  return found;
}

function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * How near the title comes to the query, 0 to 1: the best Dice similarity of the query's trigrams
 * with those of any run of the title's words as long as the query (pg_trgm's idea of word
 * similarity, by grapheme). A long text holds most trigrams somewhere, so it is compared a
 * stretch at a time; "kinematcs" comes 0.76 near "kinematics".
 */
export function querySimilarity(query: string, title: string): number {
  const queryWords = query.split(' ').filter((word) => word !== '');
  const titleWords = title.split(' ').filter((word) => word !== '');
  if (queryWords.length === 0 || titleWords.length === 0) return 0;
  const wanted = trigramsOf(queryWords);
  const span = Math.min(queryWords.length, titleWords.length);
  let best = 0;
  for (let start = 0; start + span <= titleWords.length; start++)
    best = Math.max(best, dice(wanted, trigramsOf(titleWords.slice(start, start + span))));
  return best;
}
