import { Suspense } from 'react';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { lazyNamed } from '../../lazyNamed.ts';

const SearchScreen = lazyNamed(() => import('./SearchScreen.tsx'), 'SearchScreen');

/**
 * The results page's route, in a chunk of its own that only points at the page: the registry's
 * entry for it is in every first route, and the page's preload list (its pieces shared with the
 * header's box) would put half a dozen file names there.
 */
export function SearchRoute() {
  const registry = useRegistry();
  return (
    <Suspense fallback={<registry.Loading />}>
      <SearchScreen />
    </Suspense>
  );
}
