import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import type { Route, RouteModule } from '../../schemas/types.generated.ts';
import { CrashBoundary } from '../CrashBoundary.tsx';
import { RenderPage } from '../pages/RenderPage.tsx';
import type { Registry } from '../registry/Registry.ts';
import { Guard } from './Guard.tsx';

/**
 * The brand's route table as react-router routes. Routes of modules the brand has switched off
 * are left out, so they answer with page-not-present like any unknown path; routes of a switched
 * feature are gated by Guard instead, since whether the feature is on can depend on the user.
 */
export function createAppRoutes(brand: BundledBrand, registry: Registry): RouteObject[] {
  const enabled = new Set<RouteModule>(['core', ...brand.docs.brand.modules]);
  const routes = brand.docs.routes.routes.filter((route) => enabled.has(route.module));
  return [
    {
      element: (
        <registry.Frame>
          <CrashBoundary fallback={<registry.ExceptionPage kind="crash" />}>
            <Suspense fallback={<registry.Loading />}>
              <Outlet />
            </Suspense>
          </CrashBoundary>
        </registry.Frame>
      ),
      children: [
        ...routes.map((route) => ({
          path: route.path,
          element: (
            <Guard route={route}>
              <RouteContent route={route} registry={registry} />
            </Guard>
          ),
        })),
        { path: '*', element: <registry.ExceptionPage kind="pageNotPresent" /> },
      ],
    },
  ];
}

function RouteContent({ route, registry }: { route: Route; registry: Registry }) {
  if (route.page !== undefined) return <RenderPage name={route.page} />;
  const key = route.screen ?? '';
  if (!Object.hasOwn(registry.screens, key)) {
    return <registry.Unknown registryKey={key} documentPath={`routes.json (${route.path})`} />;
  }
  const Screen = registry.screens[key as keyof Registry['screens']];
  return <Screen route={route} />;
}
