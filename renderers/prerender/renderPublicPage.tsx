import './serverGlobals.ts';
import { createStore } from 'jotai';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import type { CatalogPart } from '../../domain/i18n/catalogParts.ts';
import { catalogPartsOfPage } from '../../domain/pages/catalogPartsOfPage.ts';
import { SCREEN_PAGES } from '../../domain/pages/screenPages.ts';
import { intlLocaleOf } from '../../domain/i18n/intlLocale.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import type { PageDocument } from '../../schemas/types.generated.ts';
import { BRAND_INDEX } from '../../runtime/brand/brandIndex.ts';
import { loadLanguage } from '../../runtime/i18n/IntlShell.tsx';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { loadPageDocument } from '../../runtime/pages/usePageDocument.ts';
import { preloadPage, routeOfPath } from '../../runtime/prerender/preloadPage.ts';
import { authStateAtom } from '../../runtime/session/authState.ts';
import { ShellTree } from '../../runtime/ShellTree.tsx';
import { registry } from '../registry.ts';

export interface PublicPage {
  /** The app's markup for the root element. */
  html: string;
  title: string;
  description: string;
  parts: readonly CatalogPart[];
}

/** Every brand of the build, loaded. */
export function loadBrands(): Promise<BundledBrand[]> {
  return Promise.all(BRAND_INDEX.map((entry) => entry.load()));
}

/**
 * The brand's public pages a visitor can open at a fixed address: the landing and every page
 * document of the public group (routes with parameters other than the brand's product are
 * left to the browser).
 */
export function publicPaths(brand: BundledBrand): string[] {
  const enabled = new Set(['core', ...brand.docs.brand.modules]);
  return brand.docs.routes.routes
    .filter((r) => r.group === 'public' && enabled.has(r.module))
    .filter((r) => r.page !== undefined || r.screen === 'landing')
    .map((r) => r.path.replaceAll('{product}', brand.docs.brand.productSlug))
    .filter((path) => !path.includes(':') && !path.includes('*'));
}

/** The page document a public path shows (an info page's, or the landing's sections). */
async function pageOf(brand: BundledBrand, path: string): Promise<PageDocument | undefined> {
  const route = routeOfPath(brand, path);
  const name = route?.page ?? (route?.screen === 'landing' ? SCREEN_PAGES.landing : undefined);
  const load = name === undefined ? undefined : brand.pageLoaders?.[name];
  return load ? loadPageDocument(load) : undefined;
}

/** One public page of a brand in a language, as a visitor's first render draws it. */
export async function renderPublicPage(
  brand: BundledBrand,
  locale: Locale,
  path: string,
): Promise<PublicPage> {
  const page = await pageOf(brand, path);
  // The core, the info blocks' own part, and what the page document names.
  const parts = [
    ...new Set<CatalogPart>(['core', 'info', ...(page ? catalogPartsOfPage(page) : [])]),
  ];
  const [language] = await Promise.all([
    loadLanguage(locale, new Set(parts)),
    preloadPage(brand, registry, path, locale),
  ]);
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(authStateAtom, { status: 'signedOut' });
  const { prelude } = await prerenderToNodeStream(
    <ShellTree
      brand={brand}
      registry={registry}
      router={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>}
      store={store}
      language={language}
    />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const intl = createIntl({ locale: intlLocaleOf(locale), messages: language.messages });
  const { title, description } = brand.docs.brand;
  // The title the page sets once it runs: an info page's own, else the brand's.
  const isInfoPage = routeOfPath(brand, path)?.page !== undefined;
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    title: intl.formatMessage({ id: isInfoPage && page ? page.title : title }),
    description: intl.formatMessage({ id: description }),
    parts,
  };
}
