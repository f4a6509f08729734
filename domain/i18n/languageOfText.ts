const LATIN_LETTER = /\p{Script=Latin}/u;
/** The Unicode blocks of the Indic scripts the platform writes, Devanagari to Malayalam. */
const INDIC_LETTER = /[\u0900-\u0D7F]/u;

/**
 * The `lang` a text from content or a person needs on a page in `pageLanguage`: English when it is
 * written in Latin letters and in no Indic script — content without the reader's language
 * falls back to English, and a name typed in Latin letters is read best by an English voice — so a
 * screen reader switches voice and the browser picks fitting fonts and hyphenation. Undefined when
 * the page's own language applies (the text has an Indic script, or the page is in English).
 */
export function languageOfText(text: string, pageLanguage: string): 'en' | undefined {
  if (pageLanguage === 'en' || INDIC_LETTER.test(text)) return undefined;
  return LATIN_LETTER.test(text) ? 'en' : undefined;
}
