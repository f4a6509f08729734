import { describe, expect, it } from 'vitest';
import {
  forgetPaymentIdempotencyKey,
  paymentIdempotencyKey,
} from '../../../../runtime/subscription/paymentIdempotencyKey.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('paymentIdempotencyKey', () => {
  it('reuses the key for the same cart and total (a double click, a retry)', () => {
    const storage = memoryStorage();
    const first = paymentIdempotencyKey('cart-1', 53_100, storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(paymentIdempotencyKey('cart-1', 53_100, storage)).toBe(first);
  });
  it('makes a new key when the total or the cart changes', () => {
    const storage = memoryStorage();
    const first = paymentIdempotencyKey('cart-1', 53_100, storage);
    const cheaper = paymentIdempotencyKey('cart-1', 47_790, storage);
    expect(cheaper).not.toBe(first);
    expect(paymentIdempotencyKey('cart-2', 47_790, storage)).not.toBe(cheaper);
  });
  it('makes a new key once the payment is forgotten, or the entry is unreadable', () => {
    const storage = memoryStorage();
    const first = paymentIdempotencyKey('cart-1', 100, storage);
    forgetPaymentIdempotencyKey(storage);
    expect(paymentIdempotencyKey('cart-1', 100, storage)).not.toBe(first);
    storage.setItem('subscription.payment-key', '{not json');
    expect(paymentIdempotencyKey('cart-1', 100, storage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
