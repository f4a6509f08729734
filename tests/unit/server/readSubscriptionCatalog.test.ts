import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../cli/brands/loadBrands.ts';
import {
  readSubscriptionCatalog,
  SUBSCRIPTION_CATALOG_FILE,
} from '../../../server/content/readSubscriptionCatalog.ts';
import type { SubscriptionCatalog } from '../../../schemas/types.generated.ts';

const REPO_CONTENT = join(REPO_ROOT, 'content');

describe('readSubscriptionCatalog', () => {
  let work: string;
  let original: SubscriptionCatalog;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'abhyas-catalog-'));
    await mkdir(join(work, 'subscription'));
    original = JSON.parse(
      await readFile(join(REPO_CONTENT, SUBSCRIPTION_CATALOG_FILE), 'utf8'),
    ) as SubscriptionCatalog;
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** The repository's catalog with one change, read from a folder of its own. */
  const readChanged = async (change: (catalog: SubscriptionCatalog) => void) => {
    const catalog = structuredClone(original);
    change(catalog);
    await writeFile(join(work, SUBSCRIPTION_CATALOG_FILE), JSON.stringify(catalog));
    return readSubscriptionCatalog(work);
  };
  const orgOf = (catalog: SubscriptionCatalog) => {
    const [org] = catalog.organisations;
    if (!org) throw new Error('the catalog has no organisation');
    return org;
  };

  it('reads the pack’s catalog: three plans per goal for organisations 1 and 13', async () => {
    const { catalog, issues } = await readSubscriptionCatalog(REPO_CONTENT);
    expect(issues).toEqual([]);
    expect(catalog?.organisations.map((o) => [o.organisationId, o.plans.length])).toEqual([
      [1, 9],
      [13, 9],
    ]);
  });

  it('names a missing file', async () => {
    const { issues } = await readSubscriptionCatalog(join(work, 'nowhere'));
    expect(issues.map((i) => i.message)).toEqual(['is missing']);
  });

  it('refuses a text missing one of the twelve languages, with its pointer', async () => {
    const { issues } = await readChanged((c) => {
      const plan = orgOf(c).plans[0];
      if (plan) delete (plan.title as Partial<typeof plan.title>).ml;
    });
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/organisations/0/plans/0/title',
        message: "must have required property 'ml'",
      }),
    ]);
  });

  it('refuses twice the same plan id, a second plan of a kind and a prize without its coupon', async () => {
    const { catalog, issues } = await readChanged((c) => {
      const org = orgOf(c);
      const [first, second] = org.plans;
      if (first && second) org.plans.push({ ...first }, { ...second, id: 'another-id' });
      const prize = org.spinner.prizes[0];
      if (prize) prize.couponCode = 'NOSUCH';
    });
    expect(catalog).toBeUndefined();
    expect(issues.map((i) => `${i.pointer} ${i.message}`)).toEqual([
      '/organisations/0/plans/9/id "k12-achieve-now" appears twice',
      '/organisations/0/plans/9/type a second K12 ACHIEVE_NOW plan',
      '/organisations/0/plans/10/type a second K12 ACHIEVE_SPRINT plan',
      '/organisations/0/spinner/prizes/0/couponCode no such coupon',
    ]);
  });

  it('refuses a percentage over 100 % and dates out of order', async () => {
    const { issues } = await readChanged((c) => {
      orgOf(c).coupons.push(
        { code: 'TOOMUCH', kind: 'percent', value: 10_001 },
        {
          code: 'BACKWARDS',
          kind: 'flat',
          value: 100,
          validFrom: '2026-12-31',
          validUntil: '2026-01-01',
        },
      );
    });
    expect(issues.map((i) => i.message)).toEqual(['is over 100 %', 'is before validFrom']);
  });
});
