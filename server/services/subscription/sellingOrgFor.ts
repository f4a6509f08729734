import { AppError } from '../../../domain/errors.ts';
import type { Brand, SubscriptionCatalog } from '../../../schemas/types.generated.ts';
import { sellingOrgOf, type SellingOrganisation } from './catalogLookup.ts';

/**
 * The catalog of the caller's organisation, for calls that only make sense where plans are sold
 * (cart, coupons, spinner); MONETISATION_OFF where `sellingOrgOf` finds none.
 */
export function sellingOrgFor(
  catalog: SubscriptionCatalog,
  brand: Brand,
  orgId: number,
): SellingOrganisation {
  const org = sellingOrgOf(catalog, brand, orgId);
  if (!org) throw new AppError('MONETISATION_OFF');
  return org;
}
