import { callUrl } from '../../../domain/contracts/defineCall.ts';
import { sandboxCheckoutCall } from '../../../domain/contracts/orders.ts';
import { AppError } from '../../../domain/errors.ts';
import { hmacHex, signatureMatches } from './hmacSignature.ts';
import type { PaymentOutcome, PaymentProvider } from './PaymentProvider.ts';

/** The sandbox's gateway order ids: ours, marked, so a log says which gateway took it. */
const SANDBOX_ORDER_PREFIX = 'sandbox_';
export const SANDBOX_DECLINED_REASON = 'The payment was declined (sandbox)';

/** What the sandbox signs: the page for an order, and each outcome the page offers. */
export const sandboxPageMessage = (orderId: string) => `sandbox-checkout|${orderId}`;
export const sandboxOutcomeMessage = (orderId: string, outcome: string, method: string) =>
  `sandbox-callback|${orderId}|${outcome}|${method}`;

/**
 * The default gateway: our own payment page (served by the subscription service), where the buyer
 * chooses to succeed or fail. Every field it hands the browser is HMAC-signed with the token
 * secret, so nobody can post a success for an order without having been sent its page.
 */
export function sandboxGateway(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    createOrder: ({ orderId }) =>
      Promise.resolve({ gatewayOrderId: SANDBOX_ORDER_PREFIX + orderId }),
    checkoutOf: ({ orderId }) => ({
      action: callUrl(sandboxCheckoutCall),
      method: 'POST',
      fields: { orderId, signature: hmacHex(secret, sandboxPageMessage(orderId)) },
    }),
    verifyCallback: (fields, gatewayOrderId): PaymentOutcome => {
      const { orderId = '', outcome = '', method = '', signature = '' } = fields;
      const signed = signatureMatches(
        secret,
        sandboxOutcomeMessage(orderId, outcome, method),
        signature,
      );
      if (!signed || SANDBOX_ORDER_PREFIX + orderId !== gatewayOrderId)
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      return outcome === 'SUCCESS'
        ? { kind: 'SUCCESS', gatewayOrderId, paymentId: `${gatewayOrderId}_${method}` }
        : { kind: 'FAILURE', gatewayOrderId, reason: SANDBOX_DECLINED_REASON };
    },
    verifyWebhook: () => {
      // The sandbox answers in the browser alone; there is nobody to send a webhook.
      throw new AppError('NOT_FOUND');
    },
  };
}

/** Whether the sandbox signed this order's page. */
export function sandboxPageSigned(secret: string, orderId: string, signature: string): boolean {
  return signatureMatches(secret, sandboxPageMessage(orderId), signature);
}
