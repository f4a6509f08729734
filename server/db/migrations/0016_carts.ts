import type { Kysely } from 'kysely';

/**
 * The cart (one open cart per child, for one plan, with at most one coupon), the coupons of each
 * organisation (synced from the content pack's catalog; `used_count` is the database's own and is
 * never reset by a sync), the redemptions that consumed a use (one per paid order), and the spins
 * (one per child: the prize's coupon is theirs to apply).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull().unique())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('coupons')
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('max_discount_paise', 'integer')
    .addColumn('plan_ids', 'text')
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_until', 'bigint')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_user', 'integer')
    .addColumn('spin_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupons_pk', ['org_id', 'code'])
    .execute();
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_child')
    .on('coupon_redemptions')
    .columns(['org_id', 'code', 'child_id'])
    .execute();
  await db.schema
    .createTable('spins')
    .addColumn('child_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spins').execute();
  await db.schema.dropIndex('coupon_redemptions_child').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
  await db.schema.dropTable('carts').execute();
}
