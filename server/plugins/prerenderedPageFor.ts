import { localeOfCookieHeader } from '../../domain/i18n/localeCookie.ts';
import { prerenderedPagePath } from '../../domain/prerender/prerenderedPage.ts';
import { resolveLocale } from '../../domain/rules/locales.ts';

export interface PageRequest {
  brandId: string;
  /** The address's path, without its query. */
  path: string;
  /** Whether the address has a query: it may change what the page shows, so none is prerendered. */
  hasQuery: boolean;
  cookieHeader: string | undefined;
}

/**
 * The prerendered page (relative to the built app) for a request, or undefined for the app's plain
 * index.html: the brand's page at that path in the language cookie's language, else in the
 * language a first visit shows, when the build wrote one (`built` holds the files it wrote).
 */
export function prerenderedPageFor(
  request: PageRequest,
  built: ReadonlySet<string>,
): string | undefined {
  if (request.hasQuery) return undefined;
  const locale =
    localeOfCookieHeader(request.cookieHeader) ?? resolveLocale(undefined, () => undefined);
  const file = prerenderedPagePath(request.brandId, locale, request.path);
  return built.has(file) ? file : undefined;
}
