import type { Checkout, PaymentMethod } from '../../../domain/contracts/orders.ts';

/** One of our orders as a gateway sees it. */
export interface GatewayOrderRequest {
  /** Our order id: the gateway's receipt, and how its answers find the order again. */
  orderId: string;
  amountPaise: number;
  currency: string;
  /** The brand's name, shown on the payment page. */
  brandName: string;
  /** Absolute URL of this server's origin, e.g. https://abhyas.example (callbacks go below it). */
  origin: string;
  paymentMethod: PaymentMethod;
}

export interface GatewayOrder {
  gatewayOrderId: string;
}

/** What a verified browser callback or webhook says about a payment. */
export type PaymentOutcome =
  | { kind: 'SUCCESS'; gatewayOrderId: string; paymentId: string }
  | { kind: 'FAILURE'; gatewayOrderId: string; reason: string };

/** A verified webhook: its id (for dedupe) and, if it is about a payment we act on, the outcome. */
export interface WebhookEvent {
  eventId: string;
  outcome: PaymentOutcome | undefined;
}

/**
 * A payment gateway. The browser pays by submitting a form (no third-party script, so the strict
 * CSP stays); everything that comes back is verified here before an order changes.
 */
export interface PaymentProvider {
  readonly name: GatewayName;
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>;
  /** The form the browser submits to pay: the same for the same order, so a retry can resend it. */
  checkoutOf(request: GatewayOrderRequest & GatewayOrder): Checkout;
  /**
   * The browser's return with the gateway's fields; throws AppError PAYMENT_SIGNATURE_INVALID when
   * they are not the gateway's. `gatewayOrderId` is the one stored with our order.
   */
  verifyCallback(
    fields: Readonly<Record<string, string | undefined>>,
    gatewayOrderId: string,
  ): PaymentOutcome;
  /** A webhook's raw body and headers; throws PAYMENT_SIGNATURE_INVALID when not signed by the gateway. */
  verifyWebhook(rawBody: string, signature: string, eventId: string): WebhookEvent;
}

export const GATEWAY_NAMES = ['sandbox', 'razorpay'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
