import brands from 'virtual:abhyas/brands';
import type { BrandIndexEntry } from '../../domain/brands/bundledBrand.ts';

/** The validated brands of this build, as emitted by the brands build plugin. */
export const BRAND_INDEX = brands as readonly BrandIndexEntry[];
