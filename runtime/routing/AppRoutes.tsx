import { useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import type { Registry } from '../registry/Registry.ts';
import { createAppRoutes } from './createAppRoutes.tsx';

/** The brand's route table, rendered by whichever router surrounds it (browser, or memory in tests). */
export function AppRoutes({ brand, registry }: { brand: BundledBrand; registry: Registry }) {
  const routes = useMemo(() => createAppRoutes(brand, registry), [brand, registry]);
  return useRoutes(routes);
}
