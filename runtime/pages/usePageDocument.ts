import { use } from 'react';
import type { PageDocument } from '../../schemas/types.generated.ts';
import { useBrand } from '../brand/BrandContext.ts';

type PageLoader = () => Promise<PageDocument>;

/** One download per page document for the page's lifetime, whichever block asks first. */
const loads = new WeakMap<PageLoader, Promise<PageDocument>>();

/**
 * Starts (or joins) the download of a page document. The answer is marked on the promise the way
 * React's `use` reads it, so a page loaded before hydrating renders at once instead of suspending.
 */
export function loadPageDocument(load: PageLoader): Promise<PageDocument> {
  let pending = loads.get(load);
  if (!pending) {
    const started = load();
    pending = Object.assign(started, { status: 'pending' });
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    loads.set(load, pending);
  }
  return pending;
}

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
  return use(loadPageDocument(load));
}
