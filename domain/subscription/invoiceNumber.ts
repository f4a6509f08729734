import { INDIA_OFFSET_MS } from '../rules/dates.ts';

/** India's financial year starts on 1 April; invoices are numbered within it (CGST rule 46). */
const FINANCIAL_YEAR_FIRST_MONTH = 3; // April, counted from 0
const SEQUENCE_DIGITS = 6;
const CENTURY = 100;

/** The financial year of an instant, as its two two-digit years: 1 Jan 2027 → "2627". */
export function financialYear(ms: number): string {
  const ist = new Date(ms + INDIA_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= FINANCIAL_YEAR_FIRST_MONTH ? year : year - 1;
  const two = (y: number) => String(y % CENTURY).padStart(2, '0');
  return two(start) + two(start + 1);
}

/**
 * An invoice number: the seller's prefix, the financial year and the organisation's sequence,
 * e.g. ABH/2627/000001 — 15 characters with a three-letter prefix, within the 16 that GST allows.
 */
export function invoiceNumber(prefix: string, paidAtMs: number, sequence: number): string {
  return `${prefix}/${financialYear(paidAtMs)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}
