import { PAYMENT_METHODS } from '../../../domain/contracts/orders.ts';
import { formatPaise } from '../../../domain/subscription/formatPaise.ts';
import { escapeHtml } from '../../http/escapeHtml.ts';

export interface SandboxPageInput {
  brandName: string;
  orderId: string;
  totalPaise: number;
  callbackAction: string;
  /** The signature of each (outcome, method) the page offers. */
  sign: (outcome: 'SUCCESS' | 'FAILURE', method: string) => string;
}

const METHOD_NAMES: Record<string, string> = { upi: 'UPI', card: 'Card' };

/**
 * The sandbox's payment page: plain forms, no script and no style attribute, so the app's strict
 * CSP serves it unchanged. One form per choice, each carrying its own signed outcome.
 */
export function sandboxCheckoutPage(input: SandboxPageInput): string {
  const forms = PAYMENT_METHODS.map((method) => {
    const choice = (outcome: 'SUCCESS' | 'FAILURE', label: string) =>
      `<form method="post" action="${escapeHtml(input.callbackAction)}">` +
      hidden('orderId', input.orderId) +
      hidden('outcome', outcome) +
      hidden('method', method) +
      hidden('signature', input.sign(outcome, method)) +
      `<button type="submit">${escapeHtml(label)}</button></form>`;
    const name = METHOD_NAMES[method] ?? method;
    return (
      `<section aria-labelledby="m-${method}"><h2 id="m-${method}">${escapeHtml(name)}</h2>` +
      choice('SUCCESS', `Pay with ${name}: succeed`) +
      choice('FAILURE', `Pay with ${name}: fail`) +
      '</section>'
    );
  }).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(input.brandName)} — sandbox payment</title></head><body><main>` +
    `<h1>${escapeHtml(input.brandName)} — sandbox payment</h1>` +
    '<p>No money is taken: choose how this test payment ends.</p>' +
    `<p>Order ${escapeHtml(input.orderId)}: <strong>${escapeHtml(formatPaise(input.totalPaise, 'en'))}</strong></p>` +
    forms +
    '</main></body></html>'
  );
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
