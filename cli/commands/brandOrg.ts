import { loadBrands, type LoadedBrand } from '../brands/loadBrands.ts';
import { EXIT } from '../exitCodes.ts';
import { brandsDirOf } from './selectBrands.ts';

/**
 * `abhyas brand org [--check]`: organisation ids and their brands. Accounts belong to an
 * organisation, so brands that share one share their users. A brand sharing the organisation of a
 * brand it extends is a variant of that product (the homework app); unrelated brands sharing one
 * is almost always a copy-paste mistake, and that is what --check fails on.
 */
export default async function brandOrg(options: {
  brands?: string;
  json?: boolean;
  check?: boolean;
}) {
  const load = await loadBrands({ brandsDir: brandsDirOf(options) });
  const byOrg = new Map<number, LoadedBrand[]>();
  for (const brand of load.brands) {
    const org = brand.docs.brand.organisationId;
    byOrg.set(org, [...(byOrg.get(org) ?? []), brand]);
  }
  const orgs = [...byOrg.entries()]
    .sort(([a], [b]) => a - b)
    .map(([org, brands]) => ({
      org,
      brands: brands.map((b) => b.id),
      shared: brands.length > 1,
      unrelated: brands.length > 1 && !relatedByExtends(brands),
    }));
  if (options.json) {
    console.log(JSON.stringify({ organisations: orgs }, null, 2));
  } else {
    for (const o of orgs) {
      const note = o.unrelated ? '  (shared by unrelated brands)' : o.shared ? '  (shared)' : '';
      console.log(`${o.org}: ${o.brands.join(', ')}${note}`);
    }
  }
  return options.check && orgs.some((o) => o.unrelated) ? EXIT.invalid : EXIT.ok;
}

/** Whether every brand of the group reaches one common brand through `extends`. */
function relatedByExtends(brands: readonly LoadedBrand[]): boolean {
  const ids = new Set(brands.map((b) => b.id));
  const roots = brands.filter((b) => !b.docs.brand.extends || !ids.has(b.docs.brand.extends));
  return roots.length === 1;
}
