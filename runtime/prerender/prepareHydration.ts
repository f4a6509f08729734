import type { createStore } from 'jotai';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import { CATALOG_PART_NAMES, type CatalogPart } from '../../domain/i18n/catalogParts.ts';
import {
  CATALOG_PARTS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  prerenderedMark,
} from '../../domain/prerender/prerenderedPage.ts';
import { readTokens } from '../api/tokenStore.ts';
import { loadLanguage, type LoadedLanguage } from '../i18n/IntlShell.tsx';
import { storedLocale } from '../i18n/localeAtom.ts';
import { IN_WEB_VIEW } from '../platform/clientPlatform.ts';
import type { Registry } from '../registry/Registry.ts';
import { authStateAtom } from '../session/authState.ts';
import { preloadPage } from './preloadPage.ts';

export interface Hydration {
  language: LoadedLanguage;
  /** Puts the visitor's state the page was prerendered with into the app's store. */
  prime: (store: ReturnType<typeof createStore>) => void;
}

/**
 * Whether the root holds a page prerendered for this brand and language, for a visitor (no stored
 * session, not the app's web view): then its catalog parts, screen and page are loaded first, so
 * hydrating draws the very same tree. Anything else (a signed-in student, another language) is
 * rendered afresh, as a page without prerendered markup always was.
 */
export async function prepareHydration(
  container: HTMLElement,
  brand: BundledBrand,
  registry: Registry,
): Promise<Hydration | undefined> {
  const locale = storedLocale();
  const mark = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (mark !== prerenderedMark(brand.id, locale) || container.firstElementChild === null)
    return undefined;
  if (readTokens() !== undefined || IN_WEB_VIEW) return undefined;
  const named = (container.getAttribute(CATALOG_PARTS_ATTRIBUTE) ?? '').split(' ');
  const parts = new Set<CatalogPart>([
    'core',
    ...CATALOG_PART_NAMES.filter((p) => named.includes(p)),
  ]);
  try {
    const [language] = await Promise.all([
      loadLanguage(locale, parts),
      preloadPage(brand, registry, location.pathname, locale),
    ]);
    return { language, prime: (store) => store.set(authStateAtom, { status: 'signedOut' }) };
  } catch (error) {
    console.warn('the prerendered page could not be prepared; rendering it afresh', error);
    return undefined;
  }
}
