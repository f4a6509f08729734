import Sanscript from '@indic-transliteration/sanscript';
import { normaliseSearchText } from './normaliseSearchText.ts';
import { phoneticFold } from './phoneticFold.ts';

// Sanscript (about 40 KB gzip of scheme tables) belongs to the server's index and query side:
// no browser chunk imports this module (the search box sends what the student typed).

/** The Unicode blocks of the Indic scripts the platform writes, with sanscript's scheme names. */
const SCRIPT_BLOCKS: readonly (readonly [number, number, string])[] = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
];
/** Assamese's own letters (ৰ, ৱ): its text goes through sanscript's Assamese scheme. */
const ASSAMESE_LETTERS = /[\u09f0\u09f1]/u;

/** The sanscript schemes of the Indic scripts a text holds, in the order they first appear. */
function indicSchemes(text: string): string[] {
  const schemes: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const block = SCRIPT_BLOCKS.find(([from, to]) => code >= from && code <= to);
    if (!block) continue;
    const scheme = block[2] === 'bengali' && ASSAMESE_LETTERS.test(text) ? 'assamese' : block[2];
    if (!schemes.includes(scheme)) schemes.push(scheme);
  }
  return schemes;
}

/** Nuktas (ड़, ক়…): typists leave them out, and sanscript would leave them in its Latin. */
const NUKTAS = /[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc]/gu;
/**
 * Tamil writes one letter for k and g, t and d, p and b, c and j; sanscript voices them between
 * vowels ("vaṇagam") where typists write what the letter is named (vanakkam, iyarpiyal).
 */
const TAMIL_VOICED = /([gdbjḍ])h?/g;
const TAMIL_UNVOICED: Readonly<Record<string, string>> = { g: 'k', d: 't', b: 'p', j: 'c', ḍ: 'ṭ' };

/**
 * The loose Latin form search matches Latin typing against: Indic text romanised by sanscript
 * (IAST, whose diacritics normalising folds: ā → a, ṣ → s), then, like Latin text, folded by
 * phoneticFold. "गति के नियम" and "gathi ke niyam" both become "gati ke niyam".
 */
export function latinForm(text: string): string {
  let latin = normaliseSearchText(text).replace(NUKTAS, '');
  for (const scheme of indicSchemes(latin)) {
    latin = Sanscript.t(latin, scheme, 'iast');
    if (scheme === 'tamil')
      latin = latin.replace(TAMIL_VOICED, (_, c: string) => TAMIL_UNVOICED[c] ?? c);
  }
  return phoneticFold(normaliseSearchText(latin));
}
