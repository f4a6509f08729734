import { BP_PER_PERCENT } from '../../domain/subscription/cartTotals.ts';
import { PAISE_PER_RUPEE } from '../../domain/subscription/formatPaise.ts';
import { list } from '../../server/db/jsonColumns.ts';
import type { CouponRow } from '../../server/services/subscription/couponStore.ts';

/** Rupees with both paise digits and no grouping (₹1499.00), as operators have always read them. */
const rupees = (paise: number) => `₹${(paise / PAISE_PER_RUPEE).toFixed(2)}`;
const day = (ms: number) => new Date(ms).toISOString();

/** One line an operator reads: what it takes off, for what, when, and how much of it is used. */
export function describeCoupon(row: CouponRow): string {
  const off =
    row.kind === 'flat'
      ? `${rupees(row.value)} off`
      : `${String(row.value / BP_PER_PERCENT)} % off` +
        (row.max_discount_paise === null ? '' : ` (at most ${rupees(row.max_discount_paise)})`);
  const parts = [
    `org ${String(row.org_id)}`,
    row.code,
    off,
    row.plan_ids === null ? 'all plans' : `plans ${list(row.plan_ids).join(',')}`,
    row.valid_from === null ? '' : `from ${day(row.valid_from)}`,
    row.valid_until === null ? '' : `until ${day(row.valid_until)}`,
    `used ${String(row.used_count)}${row.max_uses === null ? '' : ` of ${String(row.max_uses)}`}`,
    row.max_uses_per_user === null ? '' : `${String(row.max_uses_per_user)} per profile`,
    row.spin_only === 1 ? 'spinner only' : '',
  ];
  return parts.filter((part) => part !== '').join('  ');
}
