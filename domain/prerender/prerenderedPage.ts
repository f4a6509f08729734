import type { Locale } from '../rules/locales.ts';

/** Where the build writes the prerendered public pages, under the built app. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * A public page's file: `prerendered/<brand>/<locale>/<path>.html`, the landing (`/`) as
 * `index.html`, so `/in-en/contactus` in Hindi is `prerendered/abhyas/hi/in-en/contactus.html`.
 * Relative to the built app, with forward slashes (a URL path and a file path at once).
 */
export function prerenderedPagePath(brandId: string, locale: Locale, path: string): string {
  const page = path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '');
  return `${PRERENDERED_DIR}/${brandId}/${locale}/${page}.html`;
}

/** The mark on the root element of a prerendered page: which brand and language it shows. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The mark on the prerendered install-the-app banner: its id, to drop it if this browser closed it. */
export const SMART_BANNER_ATTRIBUTE = 'data-smart-banner';

/** The catalog parts the prerendered page was drawn with, on its root (space-separated). */
export const CATALOG_PARTS_ATTRIBUTE = 'data-catalog-parts';

export function prerenderedMark(brandId: string, locale: Locale): string {
  return `${brandId}/${locale}`;
}
