import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  isTransliterationKey,
  latinWordBeforeCaret,
  type LatinWord,
} from '../../domain/i18n/transliterationRules.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, type Locale } from '../../domain/rules/locales.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { loadTransliterationCandidates } from './loadTransliterationCandidates.ts';
import { replaceFieldText, type TextField } from './replaceFieldText.ts';
import './transliteration.css';

interface Offer {
  word: LatinWord;
  candidates: string[];
  /** The highlighted candidate; none until the arrows move, so Enter and Tab keep their work. */
  active: number | undefined;
}

export interface TransliterationListboxProps {
  inputId: string;
  /** react-intl's locale tag of the interface language. */
  localeTag: string;
}

/** Typing from an IME reports no key; its insertions are typing too, a paste is not. */
const TYPED_INPUT = new Set(['insertText', 'insertCompositionText']);
/** Keys that move the caret away from the word the candidates are for. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

const field = (id: string) => document.getElementById(id) as TextField | null;

/**
 * Puts the picked candidate in place of the Latin word and keeps the focus in the field. If the
 * text moved under the offer (a click elsewhere in the field), nothing is replaced rather than
 * the wrong letters.
 */
function pick(inputId: string, offer: Offer, index: number): void {
  const element = field(inputId);
  const candidate = offer.candidates[index];
  if (!element || candidate === undefined) return;
  const { start, word } = offer.word;
  if (element.value.slice(start, start + word.length) !== word) return;
  replaceFieldText(element, start, start + word.length, candidate);
  element.focus();
}

/**
 * The combobox pattern on a field the aid does not own: it finds the field by id, says on it what
 * it controls (an input becomes a combobox; a textarea, which cannot be one, keeps its role and
 * gets aria-autocomplete and the active option), and listens to its keys. Nothing is replaced
 * until the student picks, so English can still be typed.
 */
export function TransliterationListbox({ inputId, localeTag }: TransliterationListboxProps) {
  // Its language subtag; intlLocale.ts says the same, but importing it reshuffles route chunks.
  const language = localeTag.split('-')[0] ?? '';
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  useCatalogParts('info');
  const intl = useIntl();
  const listId = useId();
  const [offer, setOffer] = useState<Offer>();
  // The field's listeners are the DOM's, set up once: they read the offer through this ref.
  const current = useRef(offer);
  useLayoutEffect(() => {
    current.current = offer;
  });
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    const element = field(inputId);
    if (!element) return undefined;
    // The union of field types has no addEventListener overload of its own.
    const target: HTMLElement = element;
    const isInput = element instanceof HTMLInputElement;
    if (isInput) {
      element.setAttribute('role', 'combobox');
      element.setAttribute('aria-expanded', 'false');
    }
    element.setAttribute('aria-autocomplete', 'list');
    let typedKey = false;
    let asked = 0;

    const onKeyDown = (event: KeyboardEvent) => {
      const open = current.current;
      typedKey =
        !event.ctrlKey && !event.metaKey && !event.altKey && isTransliterationKey(event.key);
      if (!open || event.isComposing) return;
      const last = open.candidates.length - 1;
      const move = (active: number) => {
        event.preventDefault();
        setOffer({ ...open, active });
      };
      if (event.key === 'ArrowDown')
        move(open.active === undefined || open.active === last ? 0 : open.active + 1);
      else if (event.key === 'ArrowUp')
        move(open.active === undefined || open.active === 0 ? last : open.active - 1);
      else if ((event.key === 'Enter' || event.key === 'Tab') && open.active !== undefined) {
        event.preventDefault();
        setOffer(undefined);
        pick(inputId, open, open.active);
      } else if (event.key === 'Escape') {
        // The list closes, not the dialog or form around the field.
        event.preventDefault();
        event.stopPropagation();
        setOffer(undefined);
      } else if (event.key === 'Enter' || event.key === 'Tab' || CARET_KEYS.has(event.key))
        setOffer(undefined);
    };

    const onInput = (event: Event) => {
      const typed =
        typedKey ||
        (event instanceof InputEvent && TYPED_INPUT.has(event.inputType) && event.data !== null);
      typedKey = false;
      const word = typed
        ? latinWordBeforeCaret(
            element.value,
            element.selectionStart ?? element.value.length,
            locale,
          )
        : undefined;
      const request = ++asked;
      if (!word) {
        setOffer(undefined);
        return;
      }
      void loadTransliterationCandidates(word.word, locale).then((candidates) => {
        if (request !== asked) return;
        setOffer(candidates.length > 0 ? { word, candidates, active: undefined } : undefined);
      });
    };

    const onBlur = () => {
      asked += 1;
      setOffer(undefined);
    };

    target.addEventListener('keydown', onKeyDown);
    target.addEventListener('input', onInput);
    target.addEventListener('blur', onBlur);
    return () => {
      target.removeEventListener('keydown', onKeyDown);
      target.removeEventListener('input', onInput);
      target.removeEventListener('blur', onBlur);
      for (const name of [
        'role',
        'aria-expanded',
        'aria-autocomplete',
        'aria-controls',
        'aria-activedescendant',
      ])
        element.removeAttribute(name);
    };
  }, [inputId, locale]);

  // The field's state follows the offer; aria-controls names the list only while it exists.
  useEffect(() => {
    const element = field(inputId);
    if (!element) return;
    if (element instanceof HTMLInputElement)
      element.setAttribute('aria-expanded', String(offer !== undefined));
    if (offer) element.setAttribute('aria-controls', listId);
    else element.removeAttribute('aria-controls');
    if (offer?.active !== undefined)
      element.setAttribute('aria-activedescendant', optionId(offer.active));
    else element.removeAttribute('aria-activedescendant');
  });

  const languageName = LOCALE_NAMES[locale].native;
  return (
    <div className="transliteration">
      {offer && (
        <ul
          id={listId}
          role="listbox"
          className="transliteration__list"
          aria-label={intl.formatMessage(
            { id: 'info.transliteration.label' },
            { language: languageName },
          )}
        >
          {offer.candidates.map((candidate, index) => (
            // The keys are the field's (combobox pattern): an option never takes the focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={candidate}
              id={optionId(index)}
              role="option"
              aria-selected={index === offer.active}
              className="transliteration__option"
              lang={locale}
              // The field keeps the focus: a press on an option must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOffer(undefined);
                pick(inputId, offer, index);
              }}
            >
              {candidate}
            </li>
          ))}
        </ul>
      )}
      {/* Always there, so screen readers hear it when candidates come. */}
      <p className="visually-hidden" role="status">
        {offer && (
          <FormattedMessage
            id="info.transliteration.status"
            values={{ count: offer.candidates.length, language: languageName }}
          />
        )}
      </p>
    </div>
  );
}
