import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OrderStatus } from '../../../domain/contracts/orders.ts';
import type { Database } from '../../db/schema.ts';

export type OrderRow = Selectable<Database['orders']>;
export type NewOrder = Insertable<Database['orders']>;

const IN_PROGRESS: OrderStatus = 'IN_PROGRESS';
/** A paid order's status. */
export const PAID: OrderStatus = 'SUCCESS';
const FAILURE: OrderStatus = 'FAILURE';

/** SQL of orders, gateway events and invoice numbers. */
export function orderStore(db: Kysely<Database>) {
  return {
    async byIdempotencyKey(childId: string, key: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('child_id', '=', childId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    async insert(order: NewOrder): Promise<void> {
      await db.insertInto('orders').values(order).execute();
    },

    async byId(orderId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    },

    async childOrder(childId: string, orderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .where('child_id', '=', childId)
        .executeTakeFirst();
    },

    async byGatewayOrder(gateway: string, gatewayOrderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('gateway', '=', gateway)
        .where('gateway_order_id', '=', gatewayOrderId)
        .executeTakeFirst();
    },

    async childOrders(
      childId: string,
      filter: { status?: OrderStatus; ids?: readonly string[] },
    ): Promise<OrderRow[]> {
      let query = db.selectFrom('orders').selectAll().where('child_id', '=', childId);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.ids) {
        if (filter.ids.length === 0) return [];
        query = query.where('id', 'in', [...filter.ids]);
      }
      return query.orderBy('created_at', 'desc').orderBy('id').execute();
    },

    /** A failure is recorded only while the order is open: a paid order stays paid. */
    async markFailed(orderId: string, reason: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: FAILURE, failure_reason: reason, updated_at: now })
        .where('id', '=', orderId)
        .where('status', '=', IN_PROGRESS)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/**
 * Marks an order paid, inside the paying transaction; true only for the one call that did. A
 * failed order may still be paid: Razorpay lets a buyer retry after a failed attempt, and money a
 * gateway has verifiably taken is always credited.
 */
export async function markPaid(
  trx: Kysely<Database>,
  orderId: string,
  paymentId: string,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: PAID, gateway_payment_id: paymentId, paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', 'in', [IN_PROGRESS, FAILURE])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organisation's next invoice sequence, taken inside the paying transaction (no gaps). */
export async function takeInvoiceSequence(trx: Kysely<Database>, orgId: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_sequences')
    .values({ org_id: orgId, next: 2 })
    .onConflict((oc) =>
      oc.column('org_id').doUpdateSet((eb) => ({ next: eb('invoice_sequences.next', '+', 1) })),
    )
    .returning('next')
    .executeTakeFirstOrThrow();
  return row.next - 1;
}

export async function setInvoiceNumber(
  trx: Kysely<Database>,
  orderId: string,
  invoiceNumber: string,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ invoice_number: invoiceNumber })
    .where('id', '=', orderId)
    .execute();
}

/** The paid cart is done with; a failed payment keeps it (the buyer tries again). */
export async function clearCart(
  trx: Kysely<Database>,
  childId: string,
  cartId: string,
): Promise<void> {
  await trx.deleteFrom('carts').where('id', '=', cartId).where('child_id', '=', childId).execute();
}

/**
 * Records a gateway event (webhook, App Store transaction) once; false when it was already taken,
 * so the same event sent twice acts once.
 */
export async function recordPaymentEvent(
  trx: Kysely<Database>,
  event: {
    gateway: string;
    eventId: string;
    orderId: string | undefined;
    payload: string;
    now: number;
  },
): Promise<boolean> {
  const result = await trx
    .insertInto('payment_events')
    .values({
      gateway: event.gateway,
      event_id: event.eventId,
      order_id: event.orderId ?? null,
      payload: event.payload,
      received_at: event.now,
    })
    .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/** Runs one payment's writes as one transaction: all of them, or none. */
export function inPaymentTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
