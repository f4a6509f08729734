import type { Kysely } from 'kysely';
import { AppError, type ErrorCode } from '../../../domain/errors.ts';
import type { SubscriptionCatalog } from '../../../schemas/types.generated.ts';
import type { Database } from '../../db/schema.ts';
import { cartForOrder, cartStore, type PricedCart } from './cartStore.ts';

/** Reasons a coupon on a cart stopped holding (its plan changed, its days ran out, it was used up). */
const STALE_COUPON: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'COUPON_NOT_FOUND',
  'COUPON_SPIN_ONLY',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_NOT_FOR_PLAN',
  'COUPON_EXHAUSTED',
  'COUPON_ALREADY_USED',
]);

/**
 * The cart priced for showing: a coupon that no longer holds is taken off the cart, so the
 * summary and the order that follows agree (an order itself refuses such a coupon instead, as its
 * client showed a total with it). A spin's prize taken off stays the child's to apply again.
 */
export async function pricedCart(
  db: Kysely<Database>,
  childId: string,
  cartId: string,
  context: { catalog: SubscriptionCatalog; now: number },
): Promise<PricedCart> {
  try {
    return await cartForOrder(db, childId, cartId, context);
  } catch (error) {
    if (!(error instanceof AppError) || !STALE_COUPON.has(error.code)) throw error;
    await cartStore(db).updateCart(cartId, { couponCode: null }, context.now);
    return cartForOrder(db, childId, cartId, context);
  }
}
