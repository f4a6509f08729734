import { LOCALE_SCRIPTS, type Locale } from '../rules/locales.ts';

/** Learning-experience spec §7: transliteration returns 5 candidates. */
export const MAX_TRANSLITERATION_CANDIDATES = 5;

/** Learning-experience spec §5: Assamese is transliterated only from 2 characters. */
export const MIN_ASSAMESE_TRANSLITERATION_LENGTH = 2;

/** Only the letters a Latin keyboard types; digits, punctuation and spaces end a word. */
const LATIN_WORD_AT_END = /[A-Za-z]+$/;
const LATIN_LETTER = /^[A-Za-z]/;
/** One code point that is not a control, format, private-use or unassigned character. */
const PRINTABLE_CHARACTER = /^\P{C}$/u;

/** The locales whose script is not Latin: the ones a Latin keyboard needs help with. */
export function transliterates(locale: Locale): boolean {
  return LOCALE_SCRIPTS[locale] !== 'latin';
}

/**
 * Spec §5: transliteration keys are single printable characters, so arrows, Backspace, Enter,
 * modifiers and IME placeholders ("Unidentified", "Process") never ask for candidates.
 */
export function isTransliterationKey(key: string): boolean {
  return PRINTABLE_CHARACTER.test(key);
}

export interface LatinWord {
  /** Where the word starts in the field's text; it ends at the caret. */
  start: number;
  word: string;
}

/**
 * The Latin word that ends at the caret, if the locale is one that is transliterated and the
 * word is long enough for it. A caret inside a word offers nothing: replacing half a word would
 * surprise the typist.
 */
export function latinWordBeforeCaret(
  text: string,
  caret: number,
  locale: Locale,
): LatinWord | undefined {
  if (!transliterates(locale) || LATIN_LETTER.test(text.slice(caret))) return undefined;
  const match = LATIN_WORD_AT_END.exec(text.slice(0, caret));
  if (!match) return undefined;
  const word = match[0];
  if (locale === 'as' && word.length < MIN_ASSAMESE_TRANSLITERATION_LENGTH) return undefined;
  return { start: caret - word.length, word };
}
