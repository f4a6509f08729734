import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { BundledBrand } from '../../../../domain/brands/bundledBrand.ts';
import { intlLocaleOf } from '../../../../domain/i18n/intlLocale.ts';
import en from '../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../locales/hi.json' with { type: 'json' };
import { registry } from '../../../../renderers/registry.ts';
import { BrandContext } from '../../../../runtime/brand/BrandContext.ts';
import { RenderPage } from '../../../../runtime/pages/RenderPage.tsx';
import { RegistryContext } from '../../../../runtime/registry/RegistryContext.ts';

type Store = ReturnType<typeof createStore>;

/** The catalog of a language as the app builds it: its own texts over English. */
const CATALOGS: Record<string, Record<string, string>> = { en, hi: { ...en, ...hi } };

export interface InfoRenderOptions {
  /** The UI language; languages without a catalog here read English texts (as a partial catalog would). */
  locale?: string;
  path?: string;
  store?: Store;
}

/** Renders any UI of info pages inside the shell's providers, in a language, at a path. */
export function renderInfo(
  ui: ReactNode,
  brand: BundledBrand,
  { locale = 'en', path = '/', store = createStore() }: InfoRenderOptions = {},
) {
  return render(
    <BrandContext.Provider value={brand}>
      <RegistryContext.Provider value={registry}>
        <JotaiProvider store={store}>
          <IntlProvider locale={intlLocaleOf(locale)} messages={CATALOGS[locale] ?? en}>
            <MemoryRouter initialEntries={[path]}>
              <Suspense fallback={<p>loading</p>}>
                <main>{ui}</main>
              </Suspense>
            </MemoryRouter>
          </IntlProvider>
        </JotaiProvider>
      </RegistryContext.Provider>
    </BrandContext.Provider>,
  );
}

/** Renders a page document of the brand by name, as its route would. */
export function renderInfoPage(name: string, brand: BundledBrand, options?: InfoRenderOptions) {
  return renderInfo(<RenderPage name={name} />, brand, options);
}
