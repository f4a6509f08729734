import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { BillingDetails } from '../../../../domain/contracts/billing.ts';
import {
  invoicePdf,
  type InvoiceOrder,
  type InvoiceSeller,
} from '../../../../server/services/subscription/invoicePdf.ts';
import { pdfText } from './pdfText.ts';

const ORDER: InvoiceOrder = {
  orderId: '4f1c2a9e-0000-4000-8000-000000000001',
  invoiceNumber: 'ABH-2026-000001',
  paidAt: Date.UTC(2026, 10, 22, 8, 0),
  planTitle: 'Achieve Sprint',
  couponCode: 'WELCOME10',
  pricePaise: 249_900,
  discountPaise: 24_990,
  gstPaise: 40_484,
  totalPaise: 265_394,
};
const SELLER: InvoiceSeller = {
  legalName: 'Abhyas Learning Private Limited',
  gstin: '29AABCA1234F1Z5',
  address: '4th Floor, 12 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  stateCode: '29',
  sac: '999293',
  gstRateBp: 1800,
};
const BUYER: BillingDetails = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  address: '12 Lake View Road',
  pincode: '560034',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  stateCode: '29',
};

describe('invoicePdf', () => {
  it('is a one-page PDF pdf-lib reads back, titled by its number', async () => {
    const pdf = await PDFDocument.load(await invoicePdf(ORDER, SELLER, BUYER));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Tax Invoice ABH-2026-000001');
  });

  it('names the invoice, the order, seller, buyer, SAC and CGST + SGST within the state', async () => {
    const text = pdfText(await invoicePdf(ORDER, SELLER, BUYER));
    expect(text).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'Invoice number: ABH-2026-000001',
        'Invoice date: 22-11-2026',
        `Order number: ${ORDER.orderId}`,
        'GSTIN: 29AABCA1234F1Z5',
        'Meera Iyer',
        'Place of supply: Karnataka (code 29)',
        'Achieve Sprint (SAC 999293)',
        'INR 2,499.00',
        'Discount (coupon WELCOME10)',
        '- INR 249.90',
        'INR 2,249.10',
        'CGST @ 9%',
        'SGST @ 9%',
        'INR 202.42',
        'INR 2,653.94',
      ]),
    );
    expect(text).not.toContain('IGST @ 18%');
  });

  it('charges IGST for a buyer in another state', async () => {
    const delhi = { ...BUYER, state: 'Delhi', stateCode: '07', pincode: '110001' };
    const text = pdfText(await invoicePdf(ORDER, SELLER, delhi));
    expect(text).toEqual(expect.arrayContaining(['IGST @ 18%', 'INR 404.84']));
    expect(text).not.toContain('CGST @ 9%');
  });

  it('draws letters the standard font lacks as "?" instead of failing', async () => {
    const text = pdfText(await invoicePdf(ORDER, SELLER, { ...BUYER, name: 'मीरा Iyer' }));
    expect(text).toContain('???? Iyer');
  });
});
