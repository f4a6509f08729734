import { ORDER_CURRENCIES } from '../contracts/orders.ts';

/** Amounts travel as integer paise; a rupee is this many. */
export const PAISE_PER_RUPEE = 100;

/** The country whose grouping (12,34,567) and currency every price is shown in. */
const PRICE_REGION = 'IN';
const [CURRENCY] = ORDER_CURRENCIES;

/**
 * A price for people: rupees in the reader's language and Indian grouping, paise only when there
 * are some (₹1,499 rather than ₹1,499.00). Intl picks each language's digits and symbol order.
 */
export function formatPaise(paise: number, locale: string): string {
  const whole = paise % PAISE_PER_RUPEE === 0;
  return new Intl.NumberFormat(`${locale}-${PRICE_REGION}`, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / PAISE_PER_RUPEE);
}
