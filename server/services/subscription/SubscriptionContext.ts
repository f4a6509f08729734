import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { SANDBOX_PAYMENTS } from '../../providers/payments/paymentSettings.ts';
import { paymentProviderOf } from '../../providers/payments/paymentProviderOf.ts';
import type { PaymentProvider } from '../../providers/payments/PaymentProvider.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';

/** What every route group of the subscription service is built from. */
export interface SubscriptionContext {
  deps: AppDeps;
  /** The child profile behind a child token (plans, cart, orders are the child's). */
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /** The configured payment gateway (the sandbox unless settings name another). */
  gateway: PaymentProvider;
}

export function subscriptionContext(deps: AppDeps): SubscriptionContext {
  const sessions = sessionStore(deps.db);
  return {
    deps,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
    gateway: paymentProviderOf(deps.payments ?? SANDBOX_PAYMENTS, deps.tokenSecret),
  };
}
