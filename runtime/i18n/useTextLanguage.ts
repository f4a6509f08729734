import { useIntl } from 'react-intl';
import { languageOfTag } from '../../domain/i18n/intlLocale.ts';
import { languageOfText } from '../../domain/i18n/languageOfText.ts';

/**
 * The `lang` for texts from content or people shown in the interface language
 * (domain/i18n/languageOfText.ts): called once per component, applied to each text.
 */
export function useTextLanguage(): (text: string) => 'en' | undefined {
  const language = languageOfTag(useIntl().locale);
  return (text) => languageOfText(text, language);
}
