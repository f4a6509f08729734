import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { SearchCombobox } from './SearchCombobox.tsx';
import './search.css';

/**
 * The header's search: a button the size of the bell (the signed-in bar of a 1280 px laptop has
 * no room for a box) that opens a panel under the header with the search box. Escape or a click
 * outside closes it; a search made closes it too, except on a phone, where the results come as
 * the student pauses and the box stays for more typing.
 */
export function HeaderSearch() {
  useCatalogParts('userHome');
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <span className="header-search" ref={root}>
      <button
        ref={button}
        type="button"
        className="header-search-toggle"
        aria-label={intl.formatMessage({ id: 'search.open' })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className="header-search-panel" hidden={!open}>
        {open && <SearchCombobox onClose={close} />}
      </div>
    </span>
  );
}
