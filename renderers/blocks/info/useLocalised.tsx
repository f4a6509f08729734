import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { languageOfTag } from '../../../domain/i18n/intlLocale.ts';
import { splitPlaceholders } from '../../../domain/pages/splitPlaceholders.ts';
import { textIn, type LocalisedText } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/rules/locales.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';

export interface LocalisedContent {
  content: ReactNode[];
  /** Set when the text is shown in English for want of the reader's language. */
  lang: typeof DEFAULT_LOCALE | undefined;
}

/**
 * A page text in the reader's language, or in English where the page has none in it. {brand}
 * and {email} become the brand's name and its support address (a mail link unless the text sits
 * inside a link already).
 */
export function useLocalised(text: LocalisedText, linkEmail = true): LocalisedContent {
  // The interface locale is a formatting tag (hi-IN-u-nu-latn); page texts are kept by language.
  const locale = languageOfTag(useIntl().locale);
  const { name, support } = useBrand().docs.brand;
  const content = splitPlaceholders(textIn(text, locale)).map((piece, index) => {
    if (typeof piece === 'string') return piece;
    if (piece.placeholder === 'brand') return name;
    return linkEmail ? (
      <a key={index} href={`mailto:${support.email}`}>
        {support.email}
      </a>
    ) : (
      support.email
    );
  });
  const fallback = text[locale as Locale] === undefined;
  return { content, lang: fallback ? DEFAULT_LOCALE : undefined };
}
