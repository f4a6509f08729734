import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';
import type { BundledBrand } from '../../../domain/brands/bundledBrand.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { registry } from '../../../renderers/registry.ts';
import { BrandContext } from '../../../runtime/brand/BrandContext.ts';
import { RegistryContext } from '../../../runtime/registry/RegistryContext.ts';
import { createAppRoutes } from '../../../runtime/routing/createAppRoutes.tsx';
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

/** Renders the whole app (the brand's route table with guards) at a path. */
export function renderApp(brand: BundledBrand, path: string) {
  const router = createMemoryRouter(createAppRoutes(brand, registry), { initialEntries: [path] });
  const view = render(
    <Providers brand={brand}>
      <SessionBootstrap>
        <RouterProvider router={router} />
      </SessionBootstrap>
    </Providers>,
  );
  return { ...view, router };
}
