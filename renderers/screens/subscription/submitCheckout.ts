import type { Checkout } from '../../../domain/contracts/orders.ts';

/**
 * Goes to the gateway the way a payment page expects: a real form, submitted, with the fields
 * hidden in it (the sandbox page or Razorpay's hosted checkout; both read a form post).
 */
export function submitCheckout(checkout: Checkout, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = checkout.method.toLowerCase();
  form.action = checkout.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
