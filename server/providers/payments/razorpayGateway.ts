import Razorpay from 'razorpay';
import { z } from 'zod';
import { callUrl } from '../../../domain/contracts/defineCall.ts';
import {
  FAILURE_REASON_MAX_LENGTH,
  razorpayCallbackCall,
} from '../../../domain/contracts/orders.ts';
import { AppError } from '../../../domain/errors.ts';
import { signatureMatches } from './hmacSignature.ts';
import type { RazorpaySettings } from './paymentSettings.ts';
import type { PaymentOutcome, PaymentProvider } from './PaymentProvider.ts';

const UNKNOWN_FAILURE = 'The payment did not go through';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string(),
  error_description: z.string().nullish(),
});
const webhookBody = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).loose(),
});

/** Webhook events that settle an order, and how. */
const SUCCESS_EVENTS = new Set(['payment.captured', 'order.paid']);
const FAILURE_EVENT = 'payment.failed';

/**
 * Razorpay through its official SDK (orders) and its hosted checkout (a form the browser posts to
 * Razorpay, which posts back to our callback), so no Razorpay script runs on our pages.
 */
export function razorpayGateway(settings: RazorpaySettings): PaymentProvider {
  const instance = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The SDK fixes its base URL to api.razorpay.com and types no way to change it; its axios
  // instance is the one seam, used so a deployment (or a test's fake) can name another host.
  (instance.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL =
    settings.apiUrl;

  return {
    name: 'razorpay',
    createOrder: async ({ orderId, amountPaise, currency }) => {
      try {
        const created = await instance.orders.create({
          amount: amountPaise,
          currency,
          receipt: orderId,
          notes: { orderId },
        });
        return { gatewayOrderId: created.id };
      } catch (error) {
        throw new AppError(
          'GATEWAY_UNAVAILABLE',
          undefined,
          {},
          new Error(`Razorpay refused the order: ${describe(error)}`),
        );
      }
    },
    checkoutOf: ({ orderId, gatewayOrderId, brandName, origin, paymentMethod }) => {
      const back = `${origin}${callUrl(razorpayCallbackCall)}?orderId=${encodeURIComponent(orderId)}`;
      return {
        action: settings.checkoutUrl,
        method: 'POST',
        fields: {
          key_id: settings.keyId,
          order_id: gatewayOrderId,
          name: brandName,
          callback_url: back,
          cancel_url: back,
          'prefill[method]': paymentMethod,
        },
      };
    },
    verifyCallback: (fields, gatewayOrderId): PaymentOutcome => {
      const paymentId = fields.razorpay_payment_id;
      const signature = fields.razorpay_signature;
      if (paymentId && signature) {
        // Signed over the order id we stored, never the one posted: a signature of another
        // order's payment does not pay this one.
        if (!signatureMatches(settings.keySecret, `${gatewayOrderId}|${paymentId}`, signature))
          throw new AppError('PAYMENT_SIGNATURE_INVALID');
        return { kind: 'SUCCESS', gatewayOrderId, paymentId };
      }
      const reason = fields['error[description]'] ?? fields['error[reason]'] ?? UNKNOWN_FAILURE;
      return {
        kind: 'FAILURE',
        gatewayOrderId,
        reason: reason.slice(0, FAILURE_REASON_MAX_LENGTH),
      };
    },
    verifyWebhook: (rawBody, signature, eventId) => {
      if (!signatureMatches(settings.webhookSecret, rawBody, signature))
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const parsed = webhookBody.safeParse(parseJson(rawBody));
      const entity = parsed.success ? parsed.data.payload.payment?.entity : undefined;
      if (!parsed.success || !entity) return { eventId, outcome: undefined };
      if (SUCCESS_EVENTS.has(parsed.data.event))
        return {
          eventId,
          outcome: { kind: 'SUCCESS', gatewayOrderId: entity.order_id, paymentId: entity.id },
        };
      if (parsed.data.event === FAILURE_EVENT)
        return {
          eventId,
          outcome: {
            kind: 'FAILURE',
            gatewayOrderId: entity.order_id,
            reason: (entity.error_description ?? UNKNOWN_FAILURE).slice(
              0,
              FAILURE_REASON_MAX_LENGTH,
            ),
          },
        };
      return { eventId, outcome: undefined };
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  const parsed = z
    .object({
      statusCode: z.number(),
      error: z.object({ description: z.string() }).partial().optional(),
    })
    .safeParse(error);
  return parsed.success
    ? `${parsed.data.statusCode} ${parsed.data.error?.description ?? ''}`.trim()
    : 'no answer';
}

/** A signed body that is not JSON is Razorpay's mistake, not ours to fail on: nothing to act on. */
function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}
