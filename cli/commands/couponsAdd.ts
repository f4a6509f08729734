import { resolve } from 'node:path';
import { COUPON_CODE_MAX_LENGTH, COUPON_KINDS, couponCode } from '../../domain/contracts/cart.ts';
import { BASIS_POINTS_WHOLE } from '../../domain/subscription/cartTotals.ts';
import { normaliseCouponCode } from '../../domain/subscription/couponRules.ts';
import { couponDayEnd, couponDayStart } from '../../domain/subscription/couponWindow.ts';
import { parseServerEnv } from '../../server/config/serverConfig.ts';
import { loadSubscriptionCatalog } from '../../server/content/readSubscriptionCatalog.ts';
import {
  catalogPlan,
  sellingOrganisation,
} from '../../server/services/subscription/catalogLookup.ts';
import { couponStore } from '../../server/services/subscription/couponStore.ts';
import { describeCoupon } from '../coupons/describeCoupon.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { DEFAULT_CONTENT_DIR } from './contentImport.ts';

export interface CouponsAddOptions {
  org: string;
  code: string;
  kind: string;
  value: string;
  maxDiscount?: string;
  plans?: string;
  from?: string;
  until?: string;
  maxUses?: string;
  perUser?: string;
  spinOnly?: boolean;
  json?: boolean;
}

const optionalWhole = (option: string, value: string | undefined, min: number) =>
  value === undefined ? null : wholeNumber(option, value, min);

function day(option: string, value: string | undefined, edge: (iso: string) => number) {
  if (value === undefined) return null;
  try {
    return edge(value);
  } catch {
    throw new UsageError(`${option} ${value}: give a calendar date, YYYY-MM-DD (India time)`);
  }
}

/** The plan ids given, each one the organisation's catalog sells. */
async function planIds(orgId: number, plans: string | undefined): Promise<string[] | null> {
  if (plans === undefined) return null;
  const env = parseServerEnv(process.env);
  const catalog = await loadSubscriptionCatalog(resolve(env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR));
  const org = sellingOrganisation(catalog, orgId);
  const ids = plans.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !org || !catalogPlan(org, id));
  if (unknown.length > 0)
    throw new UsageError(
      `--plans: organisation ${String(orgId)} sells no plan ${unknown.join(', ')}`,
    );
  return ids;
}

/**
 * `abhyas coupons add`: a coupon for one organisation. `--value` is paise for a flat coupon and
 * basis points for a percentage (1000 = 10 %), as in the catalog; dates are Indian calendar days.
 */
export default async function couponsAdd(options: CouponsAddOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  if (!couponCode().safeParse(options.code).success)
    throw new UsageError(
      `--code ${options.code}: use 1 to ${String(COUPON_CODE_MAX_LENGTH)} letters, digits, dashes or underscores`,
    );
  const kind = COUPON_KINDS.find((k) => k === options.kind);
  if (!kind) throw new UsageError(`--kind ${options.kind}: use ${COUPON_KINDS.join(' or ')}`);
  const value = wholeNumber('--value', options.value, 1);
  if (kind === 'percent' && value > BASIS_POINTS_WHOLE)
    throw new UsageError(
      `--value ${options.value}: a percentage is in basis points, at most ${String(BASIS_POINTS_WHOLE)} (100 %)`,
    );
  const validFrom = day('--from', options.from, couponDayStart);
  const validUntil = day('--until', options.until, couponDayEnd);
  if (validFrom !== null && validUntil !== null && validUntil <= validFrom)
    throw new UsageError('--until: give a day on or after --from');
  const row = {
    org_id: orgId,
    code: normaliseCouponCode(options.code),
    kind,
    value,
    max_discount_paise: optionalWhole('--max-discount', options.maxDiscount, 1),
    plan_ids: await planIds(orgId, options.plans).then((ids) => ids && JSON.stringify(ids)),
    valid_from: validFrom,
    valid_until: validUntil,
    max_uses: optionalWhole('--max-uses', options.maxUses, 1),
    max_uses_per_user: optionalWhole('--per-user', options.perUser, 1),
    spin_only: options.spinOnly ? 1 : 0,
    created_at: Date.now(),
  };
  const added = await withOperatorDatabase(async (db) => {
    const store = couponStore(db);
    return (await store.addCoupon(row)) ? store.findCoupon(orgId, row.code) : undefined;
  });
  if (!added)
    throw new UsageError(`organisation ${String(orgId)} already has a coupon ${row.code}`);
  console.log(options.json ? JSON.stringify(added, null, 2) : `added ${describeCoupon(added)}`);
  return EXIT.ok;
}
