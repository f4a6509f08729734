import type { Kysely } from 'kysely';

/**
 * Billing details a buyer gave for a paid order (each kept, the account's latest prefilled next
 * time; the order keeps its own copy for its invoice) and India Post's pincode directory, one row
 * per post office, which gives a pincode's district, state and GST state code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_details')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_details_user_created')
    .on('billing_details')
    .columns(['org_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('pincodes')
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('office', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pincodes_pk', ['pincode', 'office'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pincodes').execute();
  await db.schema.dropTable('billing_details').execute();
}
