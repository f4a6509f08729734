import type { MessageFormatElement } from 'react-intl';
import loaders, { laterLoaders } from 'virtual:abhyas/messages';
import {
  CATALOG_LOAD_ATTEMPTS,
  CATALOG_RETRY_MS,
  type CatalogPart,
} from '../../domain/i18n/catalogParts.ts';
import type { Locale } from '../../domain/rules/locales.ts';

/** Messages already parsed at build time (ICU syntax trees). */
export type Catalog = Record<string, MessageFormatElement[]>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One part of a language's catalog (one chunk each), tried again a few seconds apart when the
 * network drops it (shell spec §4: 5 tries, 3 s apart).
 */
export async function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<Catalog> {
  const key = `${locale}/${part}`;
  const load = loaders[key] ?? (await laterLoaders()).default[key];
  if (!load) throw new Error(`no message catalog part ${locale}/${part}`);
  for (let attempt = 1; ; attempt++) {
    try {
      return (await load()).default as Catalog;
    } catch (error) {
      if (attempt >= CATALOG_LOAD_ATTEMPTS) throw error;
      console.warn(`catalog ${locale}/${part} failed to load (try ${attempt}); trying again`);
      await wait(CATALOG_RETRY_MS);
    }
  }
}
