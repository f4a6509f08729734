import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { searchSuggestionsCall, type SearchHit } from '../../../domain/contracts/search.ts';
import { maxWidthQuery, MOBILE_MAX_WIDTH_PX } from '../../../domain/rules/breakpoints.ts';
import { searchReady, truncateLabel } from '../../../domain/search/searchInputRules.ts';
import { SEARCH_QUERY_PARAM } from '../../../domain/search/searchLinks.ts';
import {
  MOBILE_NAVIGATION_DEBOUNCE_MS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_SHOWN,
} from '../../../domain/search/searchRules.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useMediaQuery } from '../../../runtime/platform/useMediaQuery.ts';
import { useDebouncedValue } from '../../../runtime/search/useDebouncedValue.ts';
import { useSearchNavigation } from '../../../runtime/search/useSearchNavigation.ts';
import { ENTITY_LABEL } from './entityLabels.ts';

export interface SearchComboboxProps {
  /** Asks the panel to close: a search was made, or Escape (`refocus`: back to its button). */
  onClose: (refocus: boolean) => void;
}

/**
 * The search box of the header's panel (spec §2, §5, §9), focused when it opens. On a desktop,
 * suggestions are asked for after SUGGESTION_DEBOUNCE_MS of quiet and shown as a listbox of up
 * to five plus "Search for <term>", labels cut at 40 characters: the combobox pattern (arrows
 * move, Enter picks or searches, Escape closes the list, then the panel). Up to the mobile
 * breakpoint there is no list: once more than two characters are typed, the results page opens
 * after MOBILE_NAVIGATION_DEBOUNCE_MS of quiet, and the box stays for more typing. Blank text
 * never searches; on the results page it clears them.
 */
export function SearchCombobox({ onClose }: SearchComboboxProps) {
  const intl = useIntl();
  const phone = useMediaQuery(maxWidthQuery(MOBILE_MAX_WIDTH_PX));
  const { searchFor, openHit, clear, onResults } = useSearchNavigation();
  const location = useLocation();
  const shownQuery = onResults
    ? (new URLSearchParams(location.search).get(SEARCH_QUERY_PARAM) ?? '')
    : undefined;
  const [text, setText] = useState(shownQuery ?? '');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState<number | undefined>(undefined);
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const quiet = useDebouncedValue(
    text,
    phone ? MOBILE_NAVIGATION_DEBOUNCE_MS : SUGGESTION_DEBOUNCE_MS,
  );
  const { data } = useCall(
    searchSuggestionsCall,
    !phone && listOpen && searchReady(quiet, false) ? { query: { query: quiet.trim() } } : null,
  );
  const suggestions: SearchHit[] =
    quiet === text ? (data?.data.suggestions ?? []).slice(0, SUGGESTIONS_SHOWN) : [];
  const optionCount = searchReady(text, phone) ? suggestions.length + 1 : 0;
  const expanded = !phone && listOpen && optionCount > 0;

  // Phones: the results page opens once the typing has been quiet long enough.
  useEffect(() => {
    if (phone && quiet === text && searchReady(quiet, true) && quiet.trim() !== shownQuery)
      searchFor(quiet);
  }, [phone, quiet, text, shownQuery, searchFor]);

  const change = (value: string) => {
    setText(value);
    setActive(undefined);
    setListOpen(true);
    if (!searchReady(value, false)) clear();
  };
  const submit = (index = active) => {
    if (!searchReady(text, false)) return;
    setListOpen(false);
    const hit = index === undefined ? undefined : suggestions[index];
    if (hit) openHit(hit, text, (index ?? 0) + 1);
    else searchFor(text);
    onClose(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (phone || optionCount === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === undefined
          ? step === 1
            ? 0
            : optionCount - 1
          : (current + step + optionCount) % optionCount,
      );
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setListOpen(false);
      else onClose(true);
    }
  };

  const optionId = (index: number) => `${id}-option-${String(index)}`;
  const label = intl.formatMessage({ id: 'search.label' });
  return (
    <form
      role="search"
      className="header-search-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        className="header-search-input"
        role="combobox"
        aria-autocomplete={phone ? 'none' : 'list'}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active !== undefined ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        onFocus={() => setListOpen(true)}
      />
      {expanded && (
        <ul id={listId} role="listbox" className="header-search-list" aria-label={label}>
          {suggestions.map((hit, index) => (
            // The keys are the box's (combobox pattern): an option never takes the focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${hit.entity}/${hit.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              className="header-search-option"
              // The focus stays in the box; the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => submit(index)}
            >
              <span lang={hit.locale}>{truncateLabel(hit.title)}</span>
              <span className="header-search-kind">
                <FormattedMessage id={ENTITY_LABEL[hit.entity]} />
              </span>
            </li>
          ))}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- as above */}
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            className="header-search-option header-search-all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => submit(suggestions.length)}
          >
            <FormattedMessage id="search.searchFor" values={{ term: truncateLabel(text.trim()) }} />
          </li>
        </ul>
      )}
      <span role="status" className="visually-hidden">
        {expanded && (
          <FormattedMessage id="search.suggestionCount" values={{ count: suggestions.length }} />
        )}
      </span>
    </form>
  );
}
