import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { resolveBrandByHost } from '../domain/brands/resolveBrandByHost.ts';
import { TRACKING_ID_PARAM } from '../domain/contracts/deepLinks.ts';
import { applyTheme } from './brand/applyTheme.ts';
import { BRAND_INDEX } from './brand/brandIndex.ts';
import { BrandContext } from './brand/BrandContext.ts';
import { CrashBoundary } from './CrashBoundary.tsx';
import { prepareShell } from './prepareShell.ts';
import { IntlShell } from './i18n/IntlShell.tsx';
import type { Registry } from './registry/Registry.ts';
import { RegistryContext } from './registry/RegistryContext.ts';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { guardedBrowserHistory } from './routing/guardedHistory.ts';
import { SessionBootstrap } from './session/SessionBootstrap.tsx';

/** Resolves the brand from the host, themes the page and mounts the app with the given registry. */
export async function mountShell(registry: Registry, container: HTMLElement) {
  const brand = await resolveBrandByHost(BRAND_INDEX, location.hostname).load();
  applyTheme(brand.docs.brand, brand.logos.mark);
  prepareShell(brand);
  // Only a visit from a deep link (its query names a tracking id) loads the tracking code.
  if (location.search.includes(`${TRACKING_ID_PARAM}=`))
    import('./events/deepLinkTracking.ts')
      .then(({ startDeepLinkTracking }) => startDeepLinkTracking(location.search))
      .catch((error: unknown) => console.warn('deep-link tracking could not load', error));
  const history = guardedBrowserHistory();
  createRoot(container).render(
    <StrictMode>
      <BrandContext.Provider value={brand}>
        <RegistryContext.Provider value={registry}>
          <JotaiProvider>
            <IntlShell>
              <CrashBoundary fallback={<registry.ExceptionPage kind="crash" />}>
                <SessionBootstrap>
                  <HistoryRouter history={history}>
                    <AppRoutes brand={brand} registry={registry} />
                  </HistoryRouter>
                </SessionBootstrap>
              </CrashBoundary>
            </IntlShell>
          </JotaiProvider>
        </RegistryContext.Provider>
      </BrandContext.Provider>
    </StrictMode>,
  );
}
