import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  latestBillingDetailsCall,
  ordersWithoutInvoiceCall,
  pincodeCall,
  saveBillingDetailsCall,
} from '../../../domain/contracts/billing.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { BillingOrder, BillingStore } from './billingStore.ts';
import { PAID } from './orderStore.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

/** The child's own order of the host's organisation; anyone else's is as if it did not exist. */
export async function ownOrder(
  store: BillingStore,
  child: ChildSession,
  orderId: string,
): Promise<BillingOrder> {
  const order = await store.findOrder(child.orgId, orderId);
  if (!order || order.childId !== child.profile.id) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** A pincode's offices; the first one's district and state stand for the pincode. */
async function placeOf(store: BillingStore, pincode: string) {
  const offices = await store.pincodeOffices(pincode);
  const [first] = offices;
  if (!first) throw new AppError('PINCODE_NOT_FOUND');
  return { first, offices };
}

/**
 * Billing details of paid orders (spec §5 validation in the contract; district and state are the
 * server's, from the pincode) and the pincode look-up the form uses while the student types.
 */
export function billingRoutes(app: FastifyInstance, ctx: SubscriptionContext, store: BillingStore) {
  const { deps, child } = ctx;
  registerCall(app, pincodeCall, async ({ query }, request) => {
    await child(request);
    const { first, offices } = await placeOf(store, query.pincode);
    return {
      body: {
        data: {
          pincode: query.pincode,
          district: first.district,
          state: first.state,
          stateCode: first.state_code,
          offices: offices.map((o) => ({ office: o.office, district: o.district })),
        },
      },
    };
  });

  registerCall(app, saveBillingDetailsCall, async ({ query, body }, request) => {
    const session = await child(request);
    const order = await ownOrder(store, session, query.orderId);
    if (order.status !== PAID) throw new AppError('INVOICE_NOT_READY');
    if (order.billingDetails) throw new AppError('BILLING_DETAILS_SAVED');
    const { first } = await placeOf(store, body.pincode);
    const details = {
      ...body,
      district: first.district,
      state: first.state,
      stateCode: first.state_code,
    };
    const saved = await store.saveBillingDetails({
      id: randomUUID(),
      orgId: session.orgId,
      userId: session.userId,
      childId: session.profile.id,
      orderId: order.id,
      details,
      createdAt: deps.clock(),
    });
    if (!saved) throw new AppError('BILLING_DETAILS_SAVED');
    return { body: { data: { orderId: order.id, billingDetails: details } } };
  });

  registerCall(app, latestBillingDetailsCall, async (_input, request) => {
    const session = await child(request);
    const latest = await store.latestBillingDetails(session.orgId, session.userId);
    return { body: { data: latest ?? null } };
  });

  registerCall(app, ordersWithoutInvoiceCall, async (_input, request) => {
    const session = await child(request);
    return {
      body: { data: await store.ordersWithoutBillingDetails(session.orgId, session.profile.id) },
    };
  });
}
