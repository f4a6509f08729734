import { INDIA_OFFSET_MS } from '../rules/dates.ts';
import { formatThousands } from '../rules/numberFormat.ts';
import { PAISE_PER_RUPEE } from './formatPaise.ts';

const PAISE_DIGITS = 2;

/** An invoice's amount: rupees with Indian grouping and both paise digits, "INR 1,17,882.00". */
export function invoiceAmount(paise: number): string {
  const rupees = Math.floor(paise / PAISE_PER_RUPEE);
  const rest = String(paise % PAISE_PER_RUPEE).padStart(PAISE_DIGITS, '0');
  return `INR ${formatThousands(rupees)}.${rest}`;
}

/** The invoice date, day-month-year in India, e.g. 22-11-2026. */
export function invoiceDate(ms: number): string {
  const d = new Date(ms + INDIA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${String(d.getUTCFullYear())}`;
}
