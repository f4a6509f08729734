import { use } from 'react';
import type { PageDocument } from '../../schemas/types.generated.ts';
import { useBrand } from '../brand/BrandContext.ts';

type PageLoader = () => Promise<PageDocument>;

/** One download per page document for the page's lifetime, whichever block asks first. */
const loads = new WeakMap<PageLoader, Promise<PageDocument>>();

/**
 * A page document of the brand by name, or undefined when the brand has none by that name. A page
 * shipped as its own chunk suspends the caller (the route's loading state) until it arrives.
 */
export function usePageDocument(name: string): PageDocument | undefined {
  const brand = useBrand();
  const bundled = brand.docs.pages[name];
  if (bundled) return bundled;
  const load = brand.pageLoaders?.[name];
  if (!load) return undefined;
  let pending = loads.get(load);
  if (!pending) {
    pending = load();
    loads.set(load, pending);
  }
  return use(pending);
}
