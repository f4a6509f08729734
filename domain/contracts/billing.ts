import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  isName,
  MOBILE_PATTERN,
  NAME_MAX_LENGTH,
  PINCODE_PATTERN,
} from '../rules/patterns.ts';
import { epochMs, text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { ORDER_ID_MAX_LENGTH } from './orders.ts';

/** Long enough for a flat, street, locality and town on a tax invoice. */
export const BILLING_ADDRESS_MIN_LENGTH = 5;
export const BILLING_ADDRESS_MAX_LENGTH = 300;
export const BILLING_EMAIL_MAX_LENGTH = 254;

const orderId = () => text().check(z.minLength(1), z.maxLength(ORDER_ID_MAX_LENGTH));

/** What the student types on /subscription/user-details (spec §5 validation). */
export const billingDetailsBody = z.object({
  name: text().check(
    z.trim(),
    z.maxLength(NAME_MAX_LENGTH),
    z.refine(isName, 'must be at least 3 letters, spaces or dots'),
  ),
  email: text().check(
    z.trim(),
    z.maxLength(BILLING_EMAIL_MAX_LENGTH),
    z.regex(EMAIL_PATTERN, 'must be an e-mail address'),
    z.toLowerCase(),
  ),
  mobile: text().check(z.regex(MOBILE_PATTERN, 'must be a 10-digit mobile number starting 6-9')),
  address: text().check(
    z.trim(),
    z.minLength(BILLING_ADDRESS_MIN_LENGTH),
    z.maxLength(BILLING_ADDRESS_MAX_LENGTH),
  ),
  pincode: text().check(z.regex(PINCODE_PATTERN, 'must be 6 digits not starting with 0')),
});
export type BillingDetailsInput = z.output<typeof billingDetailsBody>;

/** Billing details as the server keeps them: district and state are its own, from the pincode. */
export const billingDetails = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  /** The two-digit GST state code: it decides CGST+SGST or IGST on the invoice. */
  stateCode: z.string(),
});
export type BillingDetails = z.output<typeof billingDetails>;

export const saveBillingDetailsCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/order/billing-details',
  summary:
    "Keeps the buyer's billing details on the child's paid order (and as the account's latest); district and state come from the pincode",
  auth: 'child',
  query: z.object({ orderId: orderId() }),
  body: billingDetailsBody,
  responses: {
    200: z.object({ data: z.object({ orderId: z.string(), billingDetails }) }),
  },
});

export const latestBillingDetailsCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/order/latest/billing-details',
  summary:
    'The billing details the account gave last, to fill the form in advance (data is null when it never gave any)',
  auth: 'child',
  responses: { 200: z.object({ data: z.nullable(billingDetails) }) },
});

/** One post office of a pincode (several offices share most pincodes). */
export const pincodeOffice = z.object({ office: z.string(), district: z.string() });

export const pincodeCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/v1/pincodes',
  summary:
    "A pincode's district and state (India Post's directory); 404 PINCODE_NOT_FOUND for one it does not list",
  auth: 'child',
  query: z.object({
    pincode: text().check(z.regex(PINCODE_PATTERN, 'must be 6 digits not starting with 0')),
  }),
  responses: {
    200: z.object({
      data: z.object({
        pincode: z.string(),
        district: z.string(),
        state: z.string(),
        stateCode: z.string(),
        offices: z.array(pincodeOffice),
      }),
    }),
  },
});

/** The invoice is a PDF file, not JSON: the browser saves it as a blob. */
export const INVOICE_CONTENT_TYPE = 'application/pdf';

export const downloadInvoiceCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/order/:id/download',
  summary:
    "The GST tax invoice of the child's paid order as a PDF (Content-Disposition names it by invoice number)",
  auth: 'child',
  params: z.object({ id: orderId() }),
  responses: { 200: z.custom<Uint8Array>((value) => value instanceof Uint8Array) },
});

/** A paid order still waiting for its billing details (and so for its invoice). */
export const orderWithoutInvoice = z.object({
  orderId: z.string(),
  planId: z.string(),
  totalPaise: z.int(),
  paidAt: epochMs(),
});

export const ordersWithoutInvoiceCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/order/no-invoice',
  summary:
    "The child's paid orders that have no billing details yet, newest first: the client sends the student to /subscription/user-details?orderId=… for each",
  auth: 'child',
  responses: { 200: z.object({ data: z.array(orderWithoutInvoice) }) },
});
