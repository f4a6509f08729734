import Sanscript from '@indic-transliteration/sanscript';
import { LOCALE_SCRIPTS, type Locale } from '../rules/locales.ts';
import {
  MAX_TRANSLITERATION_CANDIDATES,
  MIN_ASSAMESE_TRANSLITERATION_LENGTH,
  transliterates,
} from './transliterationRules.ts';

// This module carries sanscript (about 40 KB gzip of scheme tables): it is reached only through
// a dynamic import(), once a student types Latin letters in an Indic locale. Choices in
// docs/decisions/transliteration.md.

type RomanScheme = 'itrans' | 'itrans_dravidian' | 'hk';

/**
 * Languages whose words are not written ending on a virama (the final inherent vowel is dropped
 * when spoken, or written without a mark): "kamal" is कमल, never कमल्.
 */
const FINAL_VIRAMA_DROPPED: ReadonlySet<Locale> = new Set([
  'hi',
  'mr',
  'pa',
  'gu',
  'bn',
  'as',
  'or',
]);

/** Where a typed final i or u mostly means the long vowel ("paani" पानी, "mi" मी). */
const FINAL_VOWEL_LONG: ReadonlySet<Locale> = new Set(['hi', 'mr', 'pa', 'gu']);

/** Dravidian languages write short e and o apart from long ones; typists mostly mean short. */
const DRAVIDIAN: ReadonlySet<Locale> = new Set(['ta', 'te', 'kn', 'ml']);

/** Anything left in Latin letters or ITRANS marks means the reading did not fit the scheme. */
const UNCONVERTED = /[A-Za-z~^.\\_'`]/;

/** Tamil writes ந only at the start of a word and before த; elsewhere the n is ன or ண. */
const TAMIL_NON_INITIAL_DENTAL_NA = /(?<!^)ந(?!்த)/gu;

/** Sanscript's scheme of the locale's script; Assamese has its own (ৰ for র, ৱ for wa). */
function targetScheme(locale: Locale): string {
  return locale === 'as' ? 'assamese' : LOCALE_SCRIPTS[locale];
}

/**
 * The romanisations a phone typist uses, best first: lower case as typed (phones capitalise the
 * first letter, which ITRANS would read as a retroflex), with ITRANS's doubled long vowels
 * (aa, ee/ii, oo/uu); for Indo-Aryan languages the same with a final i or u made long (first
 * where most words end long: "paani", "aalu"); then ITRANS and Harvard-Kyoto as typed, capitals
 * meaning what those schemes say. Malayalam ends a word on ം where a typist writes m.
 */
function readings(word: string, locale: Locale): (readonly [string, RomanScheme])[] {
  const loose = word.toLowerCase();
  const longEnd = loose.replace(/i$/, 'I').replace(/u$/, 'U');
  const dravidian = DRAVIDIAN.has(locale);
  return [
    ...(locale === 'ml' ? ([[loose.replace(/m$/, 'M'), 'itrans_dravidian']] as const) : []),
    ...(dravidian ? ([[loose, 'itrans_dravidian']] as const) : []),
    ...(FINAL_VOWEL_LONG.has(locale) ? ([[longEnd, 'itrans']] as const) : []),
    [loose, 'itrans'],
    ...(dravidian ? [] : ([[longEnd, 'itrans']] as const)),
    [word, dravidian ? 'itrans_dravidian' : 'itrans'],
    [word, 'itrans'],
    [word, 'hk'],
  ];
}

/** The spellings one reading stands for in the locale's own writing. */
function spellings(text: string, locale: Locale, virama: string): string[] {
  const spelt =
    FINAL_VIRAMA_DROPPED.has(locale) && text.endsWith(virama) ? text.slice(0, -1) : text;
  if (locale !== 'ta') return [spelt];
  return [
    spelt.replace(TAMIL_NON_INITIAL_DENTAL_NA, 'ன'),
    spelt.replace(TAMIL_NON_INITIAL_DENTAL_NA, 'ண'),
    spelt,
  ];
}

/**
 * Up to five distinct spellings of a Latin word in the locale's script, best first. English
 * has none; Assamese needs two letters (spec §5). Throws only if sanscript does, which the
 * caller logs and ignores.
 */
export function transliterationCandidates(word: string, locale: Locale): string[] {
  if (!transliterates(locale) || word === '') return [];
  if (locale === 'as' && word.length < MIN_ASSAMESE_TRANSLITERATION_LENGTH) return [];
  const target = targetScheme(locale);
  const virama = Sanscript.t('्', 'devanagari', target);
  const found = new Set<string>();
  for (const [text, scheme] of readings(word, locale)) {
    for (const spelling of spellings(Sanscript.t(text, scheme, target), locale, virama)) {
      if (spelling !== '' && !UNCONVERTED.test(spelling)) found.add(spelling);
    }
  }
  return [...found].slice(0, MAX_TRANSLITERATION_CANDIDATES);
}
