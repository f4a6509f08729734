import type { FastifyInstance } from 'fastify';
import { downloadInvoiceCall, INVOICE_CONTENT_TYPE } from '../../../domain/contracts/billing.ts';
import { AppError } from '../../../domain/errors.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import { registerCall } from '../../http/registerCall.ts';
import { ownOrder } from './billingRoutes.ts';
import type { BillingStore } from './billingStore.ts';
import { PAID } from './orderStore.ts';
import { catalogPlan, sellingOrganisation } from './catalogLookup.ts';
import { invoicePdf } from './invoicePdf.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

/** Invoice numbers may carry slashes (ABH/2026/1); a file name may not. */
const fileNameOf = (invoiceNumber: string) => invoiceNumber.replace(/[^A-Za-z0-9_-]/g, '-');

/**
 * The GST tax invoice of a paid order, made afresh from the order's stored amounts, number and
 * billing details on each download (the same bytes' content every time; nothing is kept on disk).
 */
export function invoiceRoutes(app: FastifyInstance, ctx: SubscriptionContext, store: BillingStore) {
  const { deps, child } = ctx;
  registerCall(app, downloadInvoiceCall, async ({ params }, request) => {
    const session = await child(request);
    const order = await ownOrder(store, session, params.id);
    if (order.status !== PAID || !order.invoiceNumber || order.paidAt === undefined)
      throw new AppError('INVOICE_NOT_READY');
    if (!order.billingDetails) throw new AppError('BILLING_DETAILS_MISSING');
    const organisation = sellingOrganisation(deps.subscriptionCatalog, session.orgId);
    // A paid order exists only where the catalog sold it; its absence now is a deployment fault.
    if (!organisation)
      throw new Error(`the subscription catalog has no organisation ${String(session.orgId)}`);
    const plan = catalogPlan(organisation, order.planId);
    const pdf = await invoicePdf(
      {
        orderId: order.id,
        invoiceNumber: order.invoiceNumber,
        paidAt: order.paidAt,
        planTitle: plan ? textIn(plan.title, DEFAULT_LOCALE) : order.planId,
        couponCode: order.couponCode,
        pricePaise: order.pricePaise,
        discountPaise: order.discountPaise,
        gstPaise: order.gstPaise,
        totalPaise: order.totalPaise,
      },
      { ...organisation.seller, sac: organisation.sac, gstRateBp: organisation.gstRateBp },
      order.billingDetails,
    );
    return {
      body: pdf,
      headers: {
        'content-type': INVOICE_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${fileNameOf(order.invoiceNumber)}.pdf"`,
      },
    };
  });
}
