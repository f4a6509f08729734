import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Call } from '../../../domain/contracts/defineCall.ts';
import { callUrl } from '../../../domain/contracts/defineCall.ts';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  razorpayCallbackCall,
  razorpayWebhookCall,
  sandboxCallbackCall,
  sandboxCheckoutCall,
} from '../../../domain/contracts/orders.ts';
import { PAYMENT_STATUS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import { AppError } from '../../../domain/errors.ts';
import { callSchema } from '../../http/callSchema.ts';
import { hmacHex } from '../../providers/payments/hmacSignature.ts';
import {
  sandboxOutcomeMessage,
  sandboxPageSigned,
} from '../../providers/payments/sandboxGateway.ts';
import { settleOrder } from './orderSettlement.ts';
import { orderStore } from './orderStore.ts';
import { sandboxCheckoutPage } from './sandboxCheckoutPage.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';

type Fields = Readonly<Record<string, string | undefined>>;

/** A route of a contract call whose answer is a page or a redirect, not JSON. */
function pageRoute(call: Call) {
  const { response: _answers, ...schema } = callSchema(call);
  return { method: call.method, url: callUrl(call), schema };
}

/**
 * What gateways send back: the sandbox page and its answer, Razorpay's browser callback and its
 * webhook. Its own scope: these routes read form posts, and the webhook its raw body (the
 * signature is over the bytes Razorpay sent, not over JSON we re-serialise). Only the configured
 * gateway's routes answer; the other's are 404.
 */
export function webhookRoutes(app: FastifyInstance, ctx: SubscriptionContext): void {
  const { deps, gateway } = ctx;
  const store = orderStore(deps.db);
  const only = (name: string) => {
    if (gateway.name !== name) throw new AppError('NOT_FOUND');
  };
  /** An order of the host's organisation; another's is as if it did not exist. */
  const brandOrder = async (request: FastifyRequest, orderId: string) => {
    const order = await store.byId(orderId);
    if (!order || order.org_id !== request.brand.organisationId)
      throw new AppError('ORDER_NOT_FOUND');
    return order;
  };
  const backToApp = (reply: FastifyReply, orderId: string) =>
    reply.redirect(`${PAYMENT_STATUS_PATH}?orderId=${encodeURIComponent(orderId)}`, 303);
  /** A gateway's browser return for an order: its posted fields verified, the order settled. */
  const callback = async (request: FastifyRequest, reply: FastifyReply, orderId: string) => {
    const order = await brandOrder(request, orderId);
    const outcome = gateway.verifyCallback(request.body as Fields, order.gateway_order_id);
    await settleOrder(ctx, request.log, order, outcome);
    return backToApp(reply, order.id);
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body)),
  );

  app.route({
    ...pageRoute(sandboxCheckoutCall),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      only('sandbox');
      const { orderId, signature } = request.body as { orderId: string; signature: string };
      if (!sandboxPageSigned(deps.tokenSecret, orderId, signature))
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const order = await brandOrder(request, orderId);
      if (order.status !== 'IN_PROGRESS') return backToApp(reply, order.id);
      const page = sandboxCheckoutPage({
        brandName: request.brand.name,
        orderId: order.id,
        totalPaise: order.total_paise,
        callbackAction: callUrl(sandboxCallbackCall),
        sign: (outcome, method) =>
          hmacHex(deps.tokenSecret, sandboxOutcomeMessage(order.id, outcome, method)),
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  });

  app.route({
    ...pageRoute(sandboxCallbackCall),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      only('sandbox');
      return callback(request, reply, (request.body as Fields).orderId ?? '');
    },
  });

  app.route({
    ...pageRoute(razorpayCallbackCall),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      only('razorpay');
      return callback(request, reply, (request.query as { orderId: string }).orderId);
    },
  });

  app.route({
    method: razorpayWebhookCall.method,
    url: callUrl(razorpayWebhookCall),
    schema: callSchema(razorpayWebhookCall),
    handler: async (request: FastifyRequest) => {
      only('razorpay');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = String(request.headers[RAZORPAY_SIGNATURE_HEADER]);
      const eventId = String(request.headers[RAZORPAY_EVENT_ID_HEADER]);
      const event = gateway.verifyWebhook(rawBody, signature, eventId);
      const order =
        event.outcome && (await store.byGatewayOrder(gateway.name, event.outcome.gatewayOrderId));
      // An event about no order of ours (another integration on the same account) is taken and
      // ignored, so Razorpay stops retrying it.
      if (!event.outcome || !order) return { received: true, duplicate: false };
      const { duplicate } = await settleOrder(ctx, request.log, order, event.outcome, {
        gateway: gateway.name,
        eventId,
        payload: rawBody,
      });
      return { received: true, duplicate };
    },
  });
}
