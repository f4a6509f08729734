import type { Locale } from '../../domain/rules/locales.ts';

export type Catalog = Record<string, string>;

/** One chunk per language, so a student downloads only the catalog they read. */
const loaders = import.meta.glob<Catalog>('../../locales/*.json', { import: 'default' });

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const load = loaders[`../../locales/${locale}.json`];
  if (!load) throw new Error(`no message catalog for ${locale}`);
  return load();
}
