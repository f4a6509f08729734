import { createContext, useContext } from 'react';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';

export const BrandContext = createContext<BundledBrand | undefined>(undefined);

/** The brand this host resolved to; fixed for the page's lifetime. */
export function useBrand(): BundledBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside the shell');
  return brand;
}
