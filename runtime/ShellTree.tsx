import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import type { BundledBrand } from '../domain/brands/bundledBrand.ts';
import { AppReady } from './AppReady.tsx';
import { BrandContext } from './brand/BrandContext.ts';
import { CrashBoundary } from './CrashBoundary.tsx';
import { IntlShell, type LoadedLanguage } from './i18n/IntlShell.tsx';
import type { Registry } from './registry/Registry.ts';
import { RegistryContext } from './registry/RegistryContext.ts';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { SessionBootstrap } from './session/SessionBootstrap.tsx';

export interface ShellTreeProps {
  brand: BundledBrand;
  registry: Registry;
  /** The router around the routes: the browser's history, or a fixed path when prerendering. */
  router: (routes: ReactNode) => ReactNode;
  /** A prepared store (the prerendered page's locale and session), else jotai's default one. */
  store?: ReturnType<typeof createStore>;
  /** The language already loaded, so the first render shows it (prerendering, hydration). */
  language?: LoadedLanguage;
}

/**
 * The whole app as one element: the browser mounts it and the build prerenders it
 * (cli/build/prerenderPlugin.ts), so a prerendered page and its hydration are the same tree.
 */
export function ShellTree({ brand, registry, router, store, language }: ShellTreeProps) {
  return (
    <StrictMode>
      <BrandContext.Provider value={brand}>
        <RegistryContext.Provider value={registry}>
          <JotaiProvider store={store}>
            <IntlShell initial={language}>
              <CrashBoundary fallback={<registry.ExceptionPage kind="crash" />}>
                <SessionBootstrap>
                  {router(<AppRoutes brand={brand} registry={registry} />)}
                </SessionBootstrap>
                <AppReady />
              </CrashBoundary>
            </IntlShell>
          </JotaiProvider>
        </RegistryContext.Provider>
      </BrandContext.Provider>
    </StrictMode>
  );
}
