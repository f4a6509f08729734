import type { Kysely } from 'kysely';
import type { BillingDetails } from '../../../domain/contracts/billing.ts';
import { optional } from '../../db/nullableColumns.ts';
import type { Database } from '../../db/schema.ts';
import { PAID } from './orderStore.ts';

/** What billing and invoices read of an order (the orders service writes it). */
export interface BillingOrder {
  id: string;
  childId: string;
  status: string;
  planId: string;
  couponCode: string | undefined;
  pricePaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
  paidAt: number | undefined;
  invoiceNumber: string | undefined;
  billingDetails: BillingDetails | undefined;
}

/** A new billing-details row: who gave them, for which order, and when. */
export interface BillingEntry {
  id: string;
  orgId: number;
  userId: string;
  childId: string;
  orderId: string;
  details: BillingDetails;
  createdAt: number;
}

const detailsOf = (row: {
  name: string;
  email: string;
  mobile: string;
  address: string;
  pincode: string;
  district: string;
  state: string;
  state_code: string;
}): BillingDetails => ({
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  address: row.address,
  pincode: row.pincode,
  district: row.district,
  state: row.state,
  stateCode: row.state_code,
});

/** SQL of billing details, pincodes and the order columns invoices read. */
export function billingStore(db: Kysely<Database>) {
  return {
    async pincodeOffices(pincode: string) {
      return db
        .selectFrom('pincodes')
        .select(['office', 'district', 'state', 'state_code'])
        .where('pincode', '=', pincode)
        .orderBy('office')
        .execute();
    },

    /** An order of this organisation by id; whose it is, the caller checks. */
    async findOrder(orgId: number, orderId: string): Promise<BillingOrder | undefined> {
      const row = await db
        .selectFrom('orders')
        .select([
          'id',
          'child_id',
          'status',
          'plan_id',
          'coupon_code',
          'price_paise',
          'discount_paise',
          'gst_paise',
          'total_paise',
          'paid_at',
          'invoice_number',
          'billing_details',
        ])
        .where('org_id', '=', orgId)
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        childId: row.child_id,
        status: row.status,
        planId: row.plan_id,
        couponCode: optional(row.coupon_code),
        pricePaise: row.price_paise,
        discountPaise: row.discount_paise,
        gstPaise: row.gst_paise,
        totalPaise: row.total_paise,
        paidAt: optional(row.paid_at),
        invoiceNumber: optional(row.invoice_number),
        billingDetails:
          row.billing_details === null
            ? undefined
            : (JSON.parse(row.billing_details) as BillingDetails),
      };
    },

    /**
     * Keeps the details as the account's latest and on the order, in one transaction. The order
     * takes them only while it has none: false when another request was first.
     */
    async saveBillingDetails(entry: BillingEntry): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({ billing_details: JSON.stringify(entry.details), updated_at: entry.createdAt })
          .where('org_id', '=', entry.orgId)
          .where('id', '=', entry.orderId)
          .where('billing_details', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        const d = entry.details;
        await trx
          .insertInto('billing_details')
          .values({
            id: entry.id,
            org_id: entry.orgId,
            user_id: entry.userId,
            child_id: entry.childId,
            name: d.name,
            email: d.email,
            mobile: d.mobile,
            address: d.address,
            pincode: d.pincode,
            district: d.district,
            state: d.state,
            state_code: d.stateCode,
            created_at: entry.createdAt,
          })
          .execute();
        return true;
      });
    },

    async latestBillingDetails(orgId: number, userId: string): Promise<BillingDetails | undefined> {
      const row = await db
        .selectFrom('billing_details')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? detailsOf(row) : undefined;
    },

    /** The child's paid orders that still have no billing details, newest first. */
    async ordersWithoutBillingDetails(orgId: number, childId: string) {
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'plan_id', 'total_paise', 'paid_at', 'created_at'])
        .where('org_id', '=', orgId)
        .where('child_id', '=', childId)
        .where('status', '=', PAID)
        .where('billing_details', 'is', null)
        .orderBy('paid_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({
        orderId: r.id,
        planId: r.plan_id,
        totalPaise: r.total_paise,
        paidAt: r.paid_at ?? r.created_at,
      }));
    },
  };
}

export type BillingStore = ReturnType<typeof billingStore>;
