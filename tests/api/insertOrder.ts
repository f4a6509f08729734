import type { BillingDetails } from '../../domain/contracts/billing.ts';
import type { TestApp } from './testApp.ts';

/** A plan of the demo catalog (K12, 6 months, ₹2,499 before GST) and its amounts with WELCOME10. */
export const SPRINT = {
  planId: 'k12-achieve-sprint',
  vertical: 'K12',
  pricePaise: 249_900,
  discountPaise: 24_990,
  gstPaise: 40_484,
  totalPaise: 265_394,
} as const;

export interface OrderRowOptions {
  id: string;
  childId: string;
  userId: string;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE';
  orgId?: number;
  invoiceNumber?: string;
  billingDetails?: BillingDetails;
  paidAt?: number;
}

/**
 * An order row as the orders service leaves it (settled through the sandbox: a SUCCESS carries its
 * paid time and invoice number), for tests of what reads orders without paying through a gateway.
 */
export async function insertOrder(t: TestApp, o: OrderRowOptions): Promise<void> {
  const now = t.deps.clock();
  const paid = o.status === 'SUCCESS';
  await t.deps.db
    .insertInto('orders')
    .values({
      id: o.id,
      org_id: o.orgId ?? 1,
      child_id: o.childId,
      user_id: o.userId,
      vertical: SPRINT.vertical,
      plan_id: SPRINT.planId,
      cart_id: `cart-${o.id}`,
      coupon_code: 'WELCOME10',
      price_paise: SPRINT.pricePaise,
      discount_paise: SPRINT.discountPaise,
      gst_paise: SPRINT.gstPaise,
      total_paise: SPRINT.totalPaise,
      currency: 'INR',
      status: o.status,
      failure_reason: o.status === 'FAILURE' ? 'declined' : null,
      gateway: 'sandbox',
      gateway_order_id: `sandbox-${o.id}`,
      gateway_payment_id: paid ? `pay-${o.id}` : null,
      idempotency_key: `key-${o.id}`,
      payment_method: 'upi',
      created_at: now,
      updated_at: now,
      paid_at: paid ? (o.paidAt ?? now) : null,
      invoice_number: paid ? (o.invoiceNumber ?? `ABH/2627/${o.id.slice(-6)}`) : null,
      billing_details: o.billingDetails ? JSON.stringify(o.billingDetails) : null,
    })
    .execute();
}
