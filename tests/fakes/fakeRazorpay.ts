import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../../server/providers/payments/hmacSignature.ts';
import type { RazorpaySettings } from '../../server/providers/payments/paymentSettings.ts';

export interface FakeRazorpay {
  settings: RazorpaySettings;
  /** Orders made through the API, by Razorpay order id: amount and our receipt. */
  orders: Map<string, { amount: number; currency: string; receipt: string }>;
  /** The fields Razorpay's checkout posts back after a payment, signed as Razorpay signs them. */
  paidCallback: (razorpayOrderId: string) => Record<string, string>;
  /** A webhook body and its headers, signed with the webhook secret. */
  webhook: (
    event: 'payment.captured' | 'payment.failed',
    razorpayOrderId: string,
  ) => { body: string; headers: Record<string, string> };
  close: () => Promise<void>;
}

const KEY_ID = 'rzp_test_fake';
const KEY_SECRET = 'fake-razorpay-key-secret';
const WEBHOOK_SECRET = 'fake-razorpay-webhook-secret';

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders with basic auth, as the SDK sends
 * it); callbacks and webhooks are signed with the real algorithm (HMAC-SHA256), so the server's
 * checks run as they would against Razorpay.
 */
export async function startFakeRazorpay(port = 0): Promise<FakeRazorpay> {
  const orders = new Map<string, { amount: number; currency: string; receipt: string }>();
  const server = Fastify();
  const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  server.post('/v1/orders', (request, reply) => {
    if (request.headers.authorization !== basic)
      return reply
        .code(401)
        .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const body = request.body as { amount?: unknown; currency?: unknown; receipt?: unknown };
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'amount' } });
    const id = `order_${randomBytes(7).toString('hex')}`;
    orders.set(id, {
      amount: body.amount,
      currency: String(body.currency),
      receipt: String(body.receipt),
    });
    return {
      id,
      entity: 'order',
      amount: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: 'created',
    };
  });
  await server.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const paymentOf = (orderId: string) => `pay_${orderId.slice('order_'.length)}`;
  return {
    settings: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: base,
      checkoutUrl: `${base}/v1/checkout/embedded`,
    },
    orders,
    paidCallback: (orderId) => ({
      razorpay_payment_id: paymentOf(orderId),
      razorpay_order_id: orderId,
      razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|${paymentOf(orderId)}`),
    }),
    webhook: (event, orderId) => {
      const body = JSON.stringify({
        entity: 'event',
        event,
        payload: {
          payment: {
            entity: {
              id: paymentOf(orderId),
              order_id: orderId,
              status: event === 'payment.captured' ? 'captured' : 'failed',
              error_description: event === 'payment.failed' ? 'Card declined by bank' : null,
            },
          },
        },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
          'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
        },
      };
    },
    close: () => server.close(),
  };
}
