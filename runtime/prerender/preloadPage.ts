import { matchRoutes } from 'react-router-dom';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import { headerMenuKind } from '../../domain/navigation/headerMenu.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import type { Route } from '../../schemas/types.generated.ts';
import { preloadPublicMenu } from '../brand/usePublicMenu.ts';
import { loadPageDocument } from '../pages/usePageDocument.ts';
import type { Registry } from '../registry/Registry.ts';
import { isPreloadable } from './preloadable.ts';

/** The brand's route a path shows, if any. */
export function routeOfPath(brand: BundledBrand, path: string): Route | undefined {
  const routes = brand.docs.routes.routes;
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    path,
  );
  return matched?.[0]?.route.route;
}

/**
 * Fetches what a visitor's page shows before it first renders (its screen's module, its page
 * document, the header's public menu), so the render that prerenders it at build time and the one
 * that hydrates it in the browser draw the whole page at once, alike.
 */
export async function preloadPage(
  brand: BundledBrand,
  registry: Registry,
  path: string,
  locale: Locale,
): Promise<void> {
  const route = routeOfPath(brand, path);
  const waits: Promise<unknown>[] = [];
  if (headerMenuKind(false, locale) === 'public') waits.push(preloadPublicMenu(brand));
  const load = route?.page === undefined ? undefined : brand.pageLoaders?.[route.page];
  if (load) waits.push(loadPageDocument(load));
  const key = route?.screen ?? '';
  const screen: unknown = Object.hasOwn(registry.screens, key)
    ? registry.screens[key as keyof Registry['screens']]
    : undefined;
  if (isPreloadable(screen)) waits.push(screen.preload());
  await Promise.all(waits);
}
