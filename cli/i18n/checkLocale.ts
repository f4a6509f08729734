import type { Locale } from '../../domain/rules/locales.ts';
import { translationFindings, type TranslationFinding } from './translationFindings.ts';
import { translatedTexts, translationRules } from './translationSources.ts';

/** Every finding of one language, over its catalog and every brand's page texts. */
export async function checkLocale(locale: Locale): Promise<TranslationFinding[]> {
  return translationFindings(await translatedTexts(locale), await translationRules(locale));
}
