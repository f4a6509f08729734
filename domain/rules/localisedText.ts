import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/** A text kept by language, as content packs write it. */
export type LocalisedText = { readonly [L in Locale]?: string };

/** A reader whose language is missing reads English. */
export function textIn(texts: LocalisedText, locale: string): string {
  return texts[locale as Locale] ?? texts[DEFAULT_LOCALE] ?? '';
}
