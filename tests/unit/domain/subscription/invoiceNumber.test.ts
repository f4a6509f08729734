import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber } from '../../../../domain/subscription/invoiceNumber.ts';

describe('invoice numbers', () => {
  it('number within the Indian financial year, which turns at midnight IST on 1 April', () => {
    expect(financialYear(Date.UTC(2027, 0, 1))).toBe('2627');
    // 31 March 2027, 18:29 UTC is 23:59 IST: still 2026-27; a minute later it is 2027-28.
    expect(financialYear(Date.UTC(2027, 2, 31, 18, 29))).toBe('2627');
    expect(financialYear(Date.UTC(2027, 2, 31, 18, 30))).toBe('2728');
  });

  it('fit GST’s 16 characters with a three-letter prefix', () => {
    const number = invoiceNumber('ABH', Date.UTC(2026, 10, 22), 1);
    expect(number).toBe('ABH/2627/000001');
    expect(number.length).toBeLessThanOrEqual(16);
  });
});
