import { join } from 'node:path';
import { BASIS_POINTS_WHOLE } from '../../domain/subscription/cartTotals.ts';
import type { SubscriptionCatalog } from '../../schemas/types.generated.ts';
import { formatIssue, type ContentIssue } from './contentSchemas.ts';
import { readContentDocument } from './readContentDocument.ts';

/** Where the catalog sits in the content pack. */
export const SUBSCRIPTION_CATALOG_FILE = join('subscription', 'catalog.json');

export type SubscriptionCatalogResult =
  { catalog: SubscriptionCatalog; issues: [] } | { catalog: undefined; issues: ContentIssue[] };

/** What the schema cannot say: names unique where they are looked up, references that resolve. */
function catalogIssues(file: string, catalog: SubscriptionCatalog): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seenOrgs = new Set<number>();
  catalog.organisations.forEach((org, o) => {
    const at = `/organisations/${o}`;
    if (seenOrgs.has(org.organisationId))
      issues.push({ file, pointer: `${at}/organisationId`, message: 'appears twice' });
    seenOrgs.add(org.organisationId);
    const planIds = new Set<string>();
    const planKinds = new Set<string>();
    org.plans.forEach((plan, p) => {
      if (planIds.has(plan.id))
        issues.push({
          file,
          pointer: `${at}/plans/${p}/id`,
          message: `"${plan.id}" appears twice`,
        });
      planIds.add(plan.id);
      const kind = `${plan.vertical} ${plan.type}`;
      if (planKinds.has(kind))
        issues.push({ file, pointer: `${at}/plans/${p}/type`, message: `a second ${kind} plan` });
      planKinds.add(kind);
    });
    const codes = new Set<string>();
    org.coupons.forEach((coupon, c) => {
      if (codes.has(coupon.code))
        issues.push({ file, pointer: `${at}/coupons/${c}/code`, message: 'appears twice' });
      codes.add(coupon.code);
      coupon.planIds?.forEach((id, i) => {
        if (!planIds.has(id))
          issues.push({
            file,
            pointer: `${at}/coupons/${c}/planIds/${i}`,
            message: 'no such plan',
          });
      });
      if (coupon.kind === 'percent' && coupon.value > BASIS_POINTS_WHOLE)
        issues.push({ file, pointer: `${at}/coupons/${c}/value`, message: 'is over 100 %' });
      if (coupon.validFrom && coupon.validUntil && coupon.validFrom > coupon.validUntil)
        issues.push({
          file,
          pointer: `${at}/coupons/${c}/validUntil`,
          message: 'is before validFrom',
        });
    });
    org.spinner.prizes.forEach((prize, s) => {
      if (!codes.has(prize.couponCode))
        issues.push({
          file,
          pointer: `${at}/spinner/prizes/${s}/couponCode`,
          message: 'no such coupon',
        });
    });
  });
  return issues;
}

/**
 * Reads and checks the content pack's subscription catalog (what each selling organisation
 * offers). The server refuses to start on any issue, as `abhyas content check` reports them.
 */
export async function readSubscriptionCatalog(
  contentDir: string,
): Promise<SubscriptionCatalogResult> {
  const { document, issues } = await readContentDocument<SubscriptionCatalog>(
    contentDir,
    SUBSCRIPTION_CATALOG_FILE,
    'subscription-catalog',
    catalogIssues,
  );
  return document ? { catalog: document, issues: [] } : { catalog: undefined, issues };
}

/** The catalog of the content folder, or an error naming every problem (for starting a server). */
export async function loadSubscriptionCatalog(contentDir: string): Promise<SubscriptionCatalog> {
  const { catalog, issues } = await readSubscriptionCatalog(contentDir);
  if (catalog) return catalog;
  throw new Error(`the subscription catalog has problems:\n${issues.map(formatIssue).join('\n')}`);
}
