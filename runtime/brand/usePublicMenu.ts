import { useEffect, useState } from 'react';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import type { NavigationItem } from '../../schemas/types.generated.ts';
import { useBrand } from './BrandContext.ts';

type Menu = readonly NavigationItem[];

/** Loaded once a page: later headers (another route, the drawer) get the menu at once. */
const loaded = new WeakMap<BundledBrand, Menu>();
const loading = new WeakMap<BundledBrand, Promise<Menu>>();

function load(brand: BundledBrand, loader: () => Promise<Menu>): Promise<Menu> {
  let pending = loading.get(brand);
  if (!pending) {
    pending = loader().then((menu) => {
      loaded.set(brand, menu);
      return menu;
    });
    // A failed load may be tried again by the next header that wants the menu.
    pending.catch(() => loading.delete(brand));
    loading.set(brand, pending);
  }
  return pending;
}

/** Fetches the public navigation ahead of the header (prerendering, hydrating a visitor's page). */
export async function preloadPublicMenu(brand: BundledBrand): Promise<void> {
  if (brand.loadPublicMenu) await load(brand, brand.loadPublicMenu);
}

/**
 * The brand's full public navigation, fetched only when `wanted` (a visitor reading English);
 * undefined while it loads or if it could not be loaded, so the header shows no menu meanwhile.
 */
export function usePublicMenu(wanted: boolean): Menu | undefined {
  const brand = useBrand();
  const loader = brand.loadPublicMenu;
  const [, setArrived] = useState(0);
  const ready = loader ? loaded.get(brand) : brand.docs.navigation.public;

  useEffect(() => {
    if (!wanted || !loader || loaded.has(brand)) return;
    let current = true;
    load(brand, loader)
      .then(() => current && setArrived((n) => n + 1))
      .catch((error: unknown) => console.error('could not load the public navigation', error));
    return () => {
      current = false;
    };
  }, [wanted, brand, loader]);

  return wanted ? ready : undefined;
}
