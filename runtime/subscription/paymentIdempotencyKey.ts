/** Where this tab keeps the key of the payment it is making (sessionStorage: one tab, one payment). */
const STORAGE_KEY = 'subscription.payment-key';

interface KeyedPayment {
  cartId: string;
  totalPaise: number;
  key: string;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: KeyStorage): KeyedPayment | undefined {
  const text = storage.getItem(STORAGE_KEY);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<KeyedPayment>;
    return typeof value.key === 'string' &&
      typeof value.cartId === 'string' &&
      typeof value.totalPaise === 'number'
      ? { key: value.key, cartId: value.cartId, totalPaise: value.totalPaise }
      : undefined;
  } catch {
    // Storage anyone can edit: an unreadable entry is replaced by a fresh key.
    return undefined;
  }
}

/**
 * The Idempotency-Key of paying this cart at this total: the same across a double click, a retry
 * and a reload of the tab, so the server makes one order; a new one for another cart or once the
 * total changes (a coupon, another plan), since that is another payment.
 */
export function paymentIdempotencyKey(
  cartId: string,
  totalPaise: number,
  storage: KeyStorage = sessionStorage,
): string {
  const kept = read(storage);
  if (kept && kept.cartId === cartId && kept.totalPaise === totalPaise) return kept.key;
  const key = crypto.randomUUID();
  storage.setItem(STORAGE_KEY, JSON.stringify({ cartId, totalPaise, key }));
  return key;
}

/** Once a payment has failed (or succeeded) its order is spent: paying again makes a new one. */
export function forgetPaymentIdempotencyKey(storage: KeyStorage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
