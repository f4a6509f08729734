import { LOCALE_NAMES, type Locale } from '../rules/locales.ts';

/** A language offered by the picker (shell spec §3, "Language option"). */
export interface LanguageOption {
  /** The locale code. */
  id: Locale;
  /** The language's English name, for analytics and logs. */
  name: string;
  /** The language's name in its own script, which is what the picker shows. */
  displayName: string;
}

/** The brand's languages as picker options, in the brand's order. */
export function languageOptions(codes: readonly Locale[]): LanguageOption[] {
  return codes.map((id) => ({
    id,
    name: LOCALE_NAMES[id].english,
    displayName: LOCALE_NAMES[id].native,
  }));
}
