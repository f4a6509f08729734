import type {
  Brand,
  Plan as CatalogPlan,
  SellingOrganisation,
  SubscriptionCatalog,
} from '../../../schemas/types.generated.ts';

export type { CatalogPlan, SellingOrganisation };

/** The catalog of the organisation, if it sells plans at all. */
export function sellingOrganisation(
  catalog: SubscriptionCatalog,
  orgId: number,
): SellingOrganisation | undefined {
  return catalog.organisations.find((org) => org.organisationId === orgId);
}

/** A plan of the organisation by id; a plan dropped from the catalog is no longer found. */
export function catalogPlan(org: SellingOrganisation, planId: string): CatalogPlan | undefined {
  return org.plans.find((plan) => plan.id === planId);
}

/**
 * The catalog of the organisation where the brand sells: none when the catalog has no plans for
 * it or the brand's monetisation is off. A `byCategory` brand sells to some of its users; the
 * server does not know their categories yet, so it counts as selling.
 */
export function sellingOrgOf(
  catalog: SubscriptionCatalog,
  brand: Brand,
  orgId: number,
): SellingOrganisation | undefined {
  const org = sellingOrganisation(catalog, orgId);
  return org && brand.monetisation !== 'off' ? org : undefined;
}
