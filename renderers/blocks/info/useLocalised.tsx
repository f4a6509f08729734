import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { languageOfTag } from '../../../domain/i18n/intlLocale.ts';
import { languageOfText } from '../../../domain/i18n/languageOfText.ts';
import { splitPlaceholders } from '../../../domain/pages/splitPlaceholders.ts';
import { textIn, type LocalisedText } from '../../../domain/rules/localisedText.ts';
import type { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';

export interface LocalisedContent {
  content: ReactNode[];
  /** Set when the text is in Latin letters alone on a page in an Indic language (a name kept as it is). */
  lang: typeof DEFAULT_LOCALE | undefined;
}

/**
 * A page text in the reader's language (page documents carry all twelve). {brand}
 * and {email} become the brand's name and its support address (a mail link unless the text sits
 * inside a link already).
 */
export function useLocalised(text: LocalisedText, linkEmail = true): LocalisedContent {
  // The interface locale is a formatting tag (hi-IN-u-nu-latn); page texts are kept by language.
  const locale = languageOfTag(useIntl().locale);
  const { name, support } = useBrand().docs.brand;
  const shown = textIn(text, locale);
  const content = splitPlaceholders(shown).map((piece, index) => {
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
  // A translation may keep a name as it is ("NEET"): in Latin letters only, it is read as English.
  return { content, lang: languageOfText(shown, locale) };
}
