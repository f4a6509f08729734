import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { billingRoutes } from './billingRoutes.ts';
import { billingStore } from './billingStore.ts';
import { cartRoutes } from './cartRoutes.ts';
import { couponRoutes } from './couponRoutes.ts';
import { invoiceRoutes } from './invoiceRoutes.ts';
import { orderRoutes } from './orderRoutes.ts';
import { syncCatalogCoupons } from './couponStore.ts';
import { planRoutes } from './planRoutes.ts';
import { spinnerRoutes } from './spinnerRoutes.ts';
import { subscriptionContext } from './SubscriptionContext.ts';
import { webhookRoutes } from './webhookRoutes.ts';

/**
 * The subscription service under /api/subscription (shell spec §7): plans and the free trial,
 * the cart with coupons and the spinner, orders and their gateways, billing and invoices. Each
 * call group is a `*Routes.ts` of this folder, built from one context.
 */
export const subscriptionService: FastifyPluginCallback<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const ctx = subscriptionContext(deps);
  planRoutes(app, ctx);
  cartRoutes(app, ctx);
  couponRoutes(app, ctx);
  spinnerRoutes(app, ctx);
  const billing = billingStore(deps.db);
  billingRoutes(app, ctx, billing);
  invoiceRoutes(app, ctx, billing);
  orderRoutes(app, ctx);
  // Its own scope: form posts and the webhook's raw body are read only there.
  void app.register((scope, _options, registered) => {
    webhookRoutes(scope, ctx);
    registered();
  });
  // The catalog's coupons reach the database at start; those there already are left as they are.
  app.addHook('onReady', async () => {
    await syncCatalogCoupons(deps.db, deps.subscriptionCatalog, {
      now: deps.clock(),
      updateTerms: false,
    });
  });
  done();
};
