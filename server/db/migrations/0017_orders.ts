import type { Kysely } from 'kysely';

/**
 * Orders (one per press of "Pay", found again by the child's Idempotency-Key), the gateway events
 * already taken (a webhook or an App Store transaction is acted on once: its id is the key), and
 * each organisation's next invoice number (one row per organisation, bumped inside the paying
 * transaction, so numbers have no gaps and no repeats).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull())
    .addColumn('gst_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull())
    .addColumn('gateway_payment_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('invoice_number', 'text')
    .addColumn('billing_details', 'text')
    .addUniqueConstraint('orders_child_idempotency_key', ['child_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('orders_child')
    .on('orders')
    .columns(['child_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_gateway_order')
    .on('orders')
    .columns(['gateway', 'gateway_order_id'])
    .execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['gateway', 'event_id'])
    .execute();
  await db.schema
    .createTable('invoice_sequences')
    .addColumn('org_id', 'integer', (c) => c.primaryKey())
    .addColumn('next', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_sequences').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('orders').execute();
}
