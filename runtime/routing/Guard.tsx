import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess } from '../../domain/guards/decideAccess.ts';
import type { Route } from '../../schemas/types.generated.ts';
import { useBrand } from '../brand/BrandContext.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { sessionFactsAtom } from '../session/authState.ts';

/** Applies the route guards to one route, redirecting as the pure decision says. */
export function Guard({ route, children }: { route: Route; children: ReactNode }) {
  const session = useAtomValue(sessionFactsAtom);
  const location = useLocation();
  const { brand } = useBrand().docs;
  const { Loading } = useRegistry();
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
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : children;
}
