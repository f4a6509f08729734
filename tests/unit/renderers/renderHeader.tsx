import { render } from '@testing-library/react';
import { useState } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import type { BundledBrand } from '../../../domain/brands/bundledBrand.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import hi from '../../../locales/hi.json' with { type: 'json' };
import { HeaderSlot } from '../../../renderers/shell/HeaderSlot.tsx';
import { Header } from '../../../renderers/shell/Header.tsx';
import { BrandContext } from '../../../runtime/brand/BrandContext.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';

type Store = ReturnType<typeof createStore>;

/** A visitor whose stored session has been checked: nobody is signed in. */
export function signedOutStore(): Store {
  const store = createStore();
  store.set(authStateAtom, { status: 'signedOut' });
  return store;
}

/** The header and the bell drawn into its place, wired as Frame wires them. */
function HeaderWithBell() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <>
      <Header slotRef={setSlot} />
      <HeaderSlot slot={slot} />
    </>
  );
}

function LocationProbe({ into }: { into: { current?: Location } }) {
  into.current = useLocation();
  return null;
}

const happyDom = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } })
  .happyDOM;

/** Resizes the test window; media queries answer for the new width and report the change. */
export function setViewportWidth(width: number) {
  happyDom.setViewport({ width });
}

/**
 * Renders the shell's header in a language (Hindi texts fall back to English where the catalog
 * has no translation yet, as the app does), at a path, with a session store; `withBell` also
 * draws the notifications bell into the place the header keeps for it, as the shell does.
 */
export function renderHeader(
  brand: BundledBrand,
  {
    locale = 'en',
    path = '/',
    store = signedOutStore(),
    withBell = false,
  }: { locale?: 'en' | 'hi'; path?: string; store?: Store; withBell?: boolean } = {},
) {
  store.set(localeAtom, locale);
  const location: { current?: Location } = {};
  const view = render(
    <BrandContext.Provider value={brand}>
      <JotaiProvider store={store}>
        <IntlProvider locale={locale} messages={locale === 'en' ? en : { ...en, ...hi }}>
          <MemoryRouter initialEntries={[path]}>
            {withBell ? <HeaderWithBell /> : <Header />}
            <LocationProbe into={location} />
          </MemoryRouter>
        </IntlProvider>
      </JotaiProvider>
    </BrandContext.Provider>,
  );
  return { ...view, location, store };
}
