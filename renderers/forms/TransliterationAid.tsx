import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { TransliterationListboxProps } from './TransliterationListbox.tsx';

// The aid's own code comes only in a language that needs it; sanscript comes later still, with
// the first Latin word typed. A chunk that cannot load leaves the field as it is.
const TransliterationListbox = lazy<ComponentType<TransliterationListboxProps>>(() =>
  import('./TransliterationListbox.tsx').then(
    (module) => ({ default: module.TransliterationListbox }),
    (error: unknown) => {
      console.warn('no transliteration aid', error);
      return { default: () => null };
    },
  ),
);

export interface TransliterationAidProps {
  /** The id of the input or textarea the aid serves; the aid sits right after it. */
  inputId: string;
}

/**
 * Typing Indic on a Latin keyboard: while the word before the caret is Latin and the language
 * is not English, candidates in the language's script are offered under the field. Drop it after
 * any free-text field (docs/decisions/transliteration.md).
 */
export function TransliterationAid({ inputId }: TransliterationAidProps) {
  // The interface language as react-intl has it (a tag such as hi-IN-u-nu-latn): the shell's own
  // atom would pull stored-key modules into every chunk that shows a field.
  const { locale } = useIntl();
  if (locale.startsWith('en')) return null;
  return (
    <Suspense fallback={null}>
      <TransliterationListbox inputId={inputId} localeTag={locale} />
    </Suspense>
  );
}
