import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { BillingDetails } from '../../../domain/contracts/billing.ts';
import { gstSplit } from '../../../domain/subscription/gstSplit.ts';
import { invoiceAmount, invoiceDate } from '../../../domain/subscription/invoiceFormat.ts';

/** The paid order an invoice is for, as the orders table keeps it (amounts in paise). */
export interface InvoiceOrder {
  orderId: string;
  invoiceNumber: string;
  paidAt: number;
  /** The plan's English title: the PDF's standard fonts cover Latin letters only. */
  planTitle: string;
  couponCode?: string;
  pricePaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** The organisation that sells, from the subscription catalog. */
export interface InvoiceSeller {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  stateCode: string;
  sac: string;
  gstRateBp: number;
}

/** A4 in points, and the layout's measures. */
const PAGE = { width: 595, height: 842 } as const;
const MARGIN = 50;
const SIZE = { title: 18, heading: 11, body: 10 } as const;
const LINE = 15;
const AMOUNT_COLUMN = PAGE.width - MARGIN;

/**
 * Keeps what the standard font can draw: pdf-lib's Helvetica encodes WinAnsi only, and a buyer may
 * write an Indic name. Any other letter becomes "?" (a font with Indic scripts needs
 * @pdf-lib/fontkit, which this build does not carry).
 */
function drawable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return text.replace(/./gsu, (c) => (charset.has(c.codePointAt(0) ?? 0) ? c : '?'));
}

/** Writes top to bottom, one line at a time. */
function writer(page: PDFPage, regular: PDFFont, bold: PDFFont) {
  let y = PAGE.height - MARGIN;
  return {
    line(text: string, options: { bold?: boolean; size?: number; amount?: string } = {}) {
      const font = options.bold ? bold : regular;
      const size = options.size ?? SIZE.body;
      page.drawText(drawable(font, text), { x: MARGIN, y, size, font });
      if (options.amount !== undefined) {
        const width = font.widthOfTextAtSize(options.amount, size);
        page.drawText(options.amount, { x: AMOUNT_COLUMN - width, y, size, font });
      }
      y -= size > SIZE.body ? LINE + size / 2 : LINE;
    },
    gap() {
      y -= LINE / 2;
    },
    rule() {
      page.drawLine({
        start: { x: MARGIN, y: y + LINE / 2 },
        end: { x: AMOUNT_COLUMN, y: y + LINE / 2 },
        thickness: 0.5,
      });
      y -= LINE / 2;
    },
  };
}

/**
 * The GST tax invoice of a paid order: seller and buyer, place of supply, the plan with its SAC,
 * its price, discount and taxable value, CGST and SGST when the buyer is in the seller's state and
 * IGST otherwise, and the total. Saved without object streams, so its text can be searched.
 */
export async function invoicePdf(
  order: InvoiceOrder,
  seller: InvoiceSeller,
  billing: BillingDetails,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax Invoice ${order.invoiceNumber}`);
  pdf.setAuthor(seller.legalName);
  pdf.setCreationDate(new Date(order.paidAt));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const w = writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const taxablePaise = order.pricePaise - order.discountPaise;
  const split = gstSplit(order.gstPaise, seller.gstRateBp, seller.stateCode, billing.stateCode);

  w.line('Tax Invoice', { bold: true, size: SIZE.title });
  w.line(`Invoice number: ${order.invoiceNumber}`);
  w.line(`Invoice date: ${invoiceDate(order.paidAt)}`);
  w.line(`Order number: ${order.orderId}`);
  w.gap();
  w.line('Seller', { bold: true, size: SIZE.heading });
  w.line(seller.legalName);
  w.line(seller.address);
  w.line(`GSTIN: ${seller.gstin}`);
  w.line(`State: ${seller.state} (code ${seller.stateCode})`);
  w.gap();
  w.line('Billed to', { bold: true, size: SIZE.heading });
  w.line(billing.name);
  w.line(billing.address);
  w.line(`${billing.district}, ${billing.state} ${billing.pincode}`);
  w.line(`${billing.email}  ${billing.mobile}`);
  w.line(`Place of supply: ${billing.state} (code ${billing.stateCode})`);
  w.gap();
  w.rule();
  w.line('Description', { bold: true, amount: 'Amount' });
  w.line(`${order.planTitle} (SAC ${seller.sac})`, { amount: invoiceAmount(order.pricePaise) });
  const coupon = order.couponCode ? ` (coupon ${order.couponCode})` : '';
  w.line(`Discount${coupon}`, { amount: `- ${invoiceAmount(order.discountPaise)}` });
  w.line('Taxable value', { amount: invoiceAmount(taxablePaise) });
  for (const tax of split) w.line(tax.label, { amount: invoiceAmount(tax.paise) });
  w.rule();
  w.line('Total', { bold: true, amount: invoiceAmount(order.totalPaise) });
  w.gap();
  w.line('Amounts in Indian rupees (INR). Tax is not payable on reverse charge.');
  w.line('This is a computer-generated invoice and needs no signature.');
  return pdf.save({ useObjectStreams: false });
}
