import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { featureEnabled } from '../../domain/access/featureEnabled.ts';
import { routeFeature } from '../../domain/access/routeFeature.ts';
import { decideAccess } from '../../domain/guards/decideAccess.ts';
import type { Route } from '../../schemas/types.generated.ts';
import { useBrand } from '../brand/BrandContext.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { featureFlagsAtom, sessionFactsAtom } from '../session/authState.ts';

/**
 * Applies the route guards to one route, redirecting as the pure decision says, then hides the
 * route if its feature is off for this person.
 */
export function Guard({ route, children }: { route: Route; children: ReactNode }) {
  const session = useAtomValue(sessionFactsAtom);
  const flags = useAtomValue(featureFlagsAtom);
  const location = useLocation();
  const { brand } = useBrand().docs;
  const { Loading, ExceptionPage } = useRegistry();
  if (!session) return <Loading />;
  const decision = decideAccess({
    route,
    session,
    location,
    brand: {
      defaultRoute: brand.defaultRoute,
      accountVerification: brand.switches.accountVerification,
    },
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // After the redirects, so that a visitor is asked to sign in before a category is known. The
  // route stays in the table and answers page-not-present here, because a byCategory switch
  // depends on who is signed in, which the table, built once per brand, cannot know.
  const feature = routeFeature(route);
  if (feature !== undefined && !featureEnabled(feature, brand, flags)) {
    return <ExceptionPage kind="pageNotPresent" />;
  }
  return children;
}
