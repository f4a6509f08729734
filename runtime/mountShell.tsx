import type { ReactNode } from 'react';
import { createStore } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { resolveBrandByHost } from '../domain/brands/resolveBrandByHost.ts';
import { TRACKING_ID_PARAM } from '../domain/contracts/deepLinks.ts';
import { applyTheme } from './brand/applyTheme.ts';
import { BRAND_INDEX } from './brand/brandIndex.ts';
import { mirrorLocaleCookie, LOCALE_STORAGE_KEY, storedLocale } from './i18n/localeAtom.ts';
import { prepareShell } from './prepareShell.ts';
import { PRERENDERED_ATTRIBUTE } from '../domain/prerender/prerenderedPage.ts';
import type { Registry } from './registry/Registry.ts';
import { guardedBrowserHistory } from './routing/guardedHistory.ts';
import { ShellTree } from './ShellTree.tsx';

/**
 * Resolves the brand from the host, themes the page and mounts the app with the given registry:
 * hydrating the page the server prerendered when it shows this brand and language to a visitor,
 * else rendering afresh.
 */
export async function mountShell(registry: Registry, container: HTMLElement) {
  const brand = await resolveBrandByHost(BRAND_INDEX, location.hostname).load();
  applyTheme(brand.docs.brand, brand.logos.mark);
  prepareShell(brand);
  if (localStorage.getItem(LOCALE_STORAGE_KEY) !== null) mirrorLocaleCookie(storedLocale());
  // Only a visit from a deep link (its query names a tracking id) loads the tracking code.
  if (location.search.includes(`${TRACKING_ID_PARAM}=`))
    import('./events/deepLinkTracking.ts')
      .then(({ startDeepLinkTracking }) => startDeepLinkTracking(location.search))
      .catch((error: unknown) => console.warn('deep-link tracking could not load', error));
  const history = guardedBrowserHistory();
  const router = (routes: ReactNode) => <HistoryRouter history={history}>{routes}</HistoryRouter>;
  // Only a prerendered page still showing its markup loads what hydrating it takes: for a stored
  // session the pre-paint script has emptied it, and a test run reloaded offline from its kept
  // copy of `/` (runtime/offline/) must not ask for a chunk it never kept.
  const prerendered =
    container.hasAttribute(PRERENDERED_ATTRIBUTE) && container.firstElementChild !== null;
  const hydration = prerendered
    ? await import('./prerender/prepareHydration.ts').then(({ prepareHydration }) =>
        prepareHydration(container, brand, registry),
      )
    : undefined;
  if (!hydration) {
    createRoot(container).render(<ShellTree brand={brand} registry={registry} router={router} />);
    return;
  }
  const store = createStore();
  hydration.prime(store);
  hydrateRoot(
    container,
    <ShellTree
      brand={brand}
      registry={registry}
      router={router}
      store={store}
      language={hydration.language}
    />,
  );
}
