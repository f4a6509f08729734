import { describe, expect, it } from 'vitest';
import { gstSplit } from '../../../../domain/subscription/gstSplit.ts';
import { gstStateCodeOf } from '../../../../domain/subscription/gstStateCodes.ts';
import { invoiceAmount, invoiceDate } from '../../../../domain/subscription/invoiceFormat.ts';

describe('gstSplit', () => {
  it('charges CGST and SGST at half the rate each within the seller state', () => {
    expect(gstSplit(17_982, 1800, '29', '29')).toEqual([
      { label: 'CGST @ 9%', paise: 8_991 },
      { label: 'SGST @ 9%', paise: 8_991 },
    ]);
  });

  it('gives an odd paisa to CGST, so the two add up to the GST charged', () => {
    const [cgst, sgst] = gstSplit(8_983, 1800, '29', '29');
    expect(cgst?.paise).toBe(4_492);
    expect(sgst?.paise).toBe(4_491);
  });

  it('charges IGST at the whole rate across states', () => {
    expect(gstSplit(8_982, 1800, '29', '07')).toEqual([{ label: 'IGST @ 18%', paise: 8_982 }]);
  });
});

describe('gstStateCodeOf', () => {
  it("reads the directory's spellings, old and new", () => {
    expect(gstStateCodeOf('TAMIL NADU')).toBe('33');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('26');
    expect(gstStateCodeOf('Andaman & Nicobar Islands')).toBe('35');
    expect(gstStateCodeOf('Atlantis')).toBeUndefined();
  });
});

describe('invoice format', () => {
  it('writes rupees with Indian grouping and both paise digits', () => {
    expect(invoiceAmount(11_788_205)).toBe('INR 1,17,882.05');
    expect(invoiceAmount(0)).toBe('INR 0.00');
  });

  it('dates in India Standard Time', () => {
    // 20:00 UTC is already the next day in India.
    expect(invoiceDate(Date.UTC(2026, 10, 22, 20, 0))).toBe('23-11-2026');
  });
});
