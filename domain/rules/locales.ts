import { LOCALE_KEYS } from '../../schemas/types.generated.ts';

/**
 * The languages the platform ships translations and fonts for: the locale enum of
 * schemas/keys.schema.json, the one list (documents, catalogs and code all follow it).
 */
export const SUPPORTED_LOCALES = LOCALE_KEYS;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** English is the one translation guaranteed to be complete. */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(s: string): s is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(s);
}

/** Splits a BCP 47 tag (or a POSIX-style "hi_IN") into its language. */
const REGION_SEPARATOR = /[-_]/;

/**
 * Never throws: a tenant config or browser may ask for any language, and
 * the learner must still get a working UI. The warning is injected so the
 * rule stays free of logging infrastructure. A missing code is the normal
 * "no preference" case, so it does not warn.
 */
export function resolveLocale(code: string | undefined, warn: (message: string) => void): Locale {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return DEFAULT_LOCALE;
  const language = (trimmed.split(REGION_SEPARATOR)[0] ?? '').toLowerCase();
  if (isLocale(language)) return language;
  warn(`Unsupported locale "${code}"; falling back to "${DEFAULT_LOCALE}"`);
  return DEFAULT_LOCALE;
}

/**
 * Scripts, not languages, decide which font to load: Hindi and Marathi
 * share Devanagari, Bengali and Assamese share the Bengali script.
 * "oriya" follows the Unicode/Noto name of the Odia script.
 */
export type Script =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'oriya'
  | 'gurmukhi'
  | 'malayalam'
  | 'gujarati';

/** Each script's Unicode name, for `\p{Script=…}` in a pattern that tells a text's script. */
export const UNICODE_SCRIPT_NAMES: Record<Script, string> = {
  latin: 'Latin',
  devanagari: 'Devanagari',
  bengali: 'Bengali',
  tamil: 'Tamil',
  telugu: 'Telugu',
  kannada: 'Kannada',
  oriya: 'Oriya',
  gurmukhi: 'Gurmukhi',
  malayalam: 'Malayalam',
  gujarati: 'Gujarati',
};

export const LOCALE_SCRIPTS: Record<Locale, Script> = {
  en: 'latin',
  hi: 'devanagari',
  kn: 'kannada',
  bn: 'bengali',
  as: 'bengali',
  ta: 'tamil',
  te: 'telugu',
  or: 'oriya',
  mr: 'devanagari',
  pa: 'gurmukhi',
  ml: 'malayalam',
  gu: 'gujarati',
};

/**
 * The language picker shows each name in its own script so a learner can
 * find their language without reading the current one.
 */
export const LOCALE_NAMES: Record<Locale, { english: string; native: string }> = {
  en: { english: 'English', native: 'English' },
  hi: { english: 'Hindi', native: 'हिन्दी' },
  kn: { english: 'Kannada', native: 'ಕನ್ನಡ' },
  bn: { english: 'Bengali', native: 'বাংলা' },
  as: { english: 'Assamese', native: 'অসমীয়া' },
  ta: { english: 'Tamil', native: 'தமிழ்' },
  te: { english: 'Telugu', native: 'తెలుగు' },
  or: { english: 'Odia', native: 'ଓଡ଼ିଆ' },
  mr: { english: 'Marathi', native: 'मराठी' },
  pa: { english: 'Punjabi', native: 'ਪੰਜਾਬੀ' },
  ml: { english: 'Malayalam', native: 'മലയാളം' },
  gu: { english: 'Gujarati', native: 'ગુજરાતી' },
};
