/** Latin combining diacritics (U+0300–U+036F): folded away. Indic vowel signs are marks too, and stay. */
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
/** Joiners change how Indic letters are drawn, not what they say; typists put them in or not. */
const JOINERS = /[\u200c\u200d]/g;
/** Apostrophes join ("Newton's" is "newtons"); every other non-letter, non-digit is a space. */
const APOSTROPHES = /['\u2019\u02bc]/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * The form search compares text in, on both sides: Unicode NFC, lower case, Latin diacritics
 * folded (é → e, ā → a), joiners dropped, punctuation a single space, trimmed. Indic scripts keep
 * their letters and vowel signs: only Latin has case and diacritics to fold.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(JOINERS, '')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Whether a query has anything to search for (spec §5: blank queries clear the results). */
export function isBlankQuery(query: string): boolean {
  return normaliseSearchText(query) === '';
}
