import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';
import type { BundledBrand } from '../../../domain/brands/bundledBrand.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { registry } from '../../../renderers/registry.ts';
import { BrandContext } from '../../../runtime/brand/BrandContext.ts';
import { RegistryContext } from '../../../runtime/registry/RegistryContext.ts';
import { AppRoutes } from '../../../runtime/routing/AppRoutes.tsx';
import { SessionBootstrap } from '../../../runtime/session/SessionBootstrap.tsx';

/** A brand as the build would bundle it, loaded from the real documents. */
export async function bundledBrand(id: string): Promise<BundledBrand> {
  const { brands } = await loadBrands();
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`no brand ${id}`);
  return { id, docs: brand.docs, logos: { full: `/${id}/logo.svg`, mark: `/${id}/mark.svg` } };
}

function Providers({ brand, children }: { brand: BundledBrand; children: ReactNode }) {
  return (
    <BrandContext.Provider value={brand}>
      <RegistryContext.Provider value={registry}>
        <JotaiProvider>
          <IntlProvider locale="en" messages={en}>
            {children}
          </IntlProvider>
        </JotaiProvider>
      </RegistryContext.Provider>
    </BrandContext.Provider>
  );
}

/** Renders one component inside the shell's providers, at a path. */
export function renderInShell(ui: ReactNode, brand: BundledBrand, path = '/') {
  return render(
    <Providers brand={brand}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** Reports where the router is, for assertions on redirects. */
function LocationProbe({ into }: { into: { current?: Location } }) {
  into.current = useLocation();
  return null;
}

/** Renders the whole app (the brand's route table with guards) at a path. */
export function renderApp(brand: BundledBrand, path: string) {
  const location: { current?: Location } = {};
  const view = render(
    <Providers brand={brand}>
      <SessionBootstrap>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes brand={brand} registry={registry} />
          <LocationProbe into={location} />
        </MemoryRouter>
      </SessionBootstrap>
    </Providers>,
  );
  return { ...view, location };
}
