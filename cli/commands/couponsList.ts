import { couponStore } from '../../server/services/subscription/couponStore.ts';
import { describeCoupon } from '../coupons/describeCoupon.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT } from '../exitCodes.ts';

export interface CouponsListOptions {
  org?: string;
  json?: boolean;
}

/** `abhyas coupons list`: the coupons in the database, with how often they were used. */
export default async function couponsList(options: CouponsListOptions): Promise<number> {
  const orgId = options.org === undefined ? undefined : wholeNumber('--org', options.org, 0);
  const rows = await withOperatorDatabase((db) => couponStore(db).couponsOf(orgId));
  if (options.json) console.log(JSON.stringify(rows, null, 2));
  else if (rows.length === 0) console.log('No coupons.');
  else for (const row of rows) console.log(describeCoupon(row));
  return EXIT.ok;
}
