import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '../../domain/contracts/orders.ts';
import { SANDBOX_PAYMENTS } from '../../server/providers/payments/paymentSettings.ts';
import { pdfText } from '../unit/server/subscription/pdfText.ts';
import { createTestApp, DIALECTS, familyWithChild, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const BASE = '/api/subscription';
const PLAN = 'preug-achieve-now';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * The invoice of an order paid as a student pays it: cart with a coupon, order at the server's
 * totals, the sandbox's UPI success, then billing details and the PDF — the number the orders
 * service gave is the one the invoice and its file carry.
 */
describe.each(DIALECTS)('an invoice after a sandbox payment on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { payments: SANDBOX_PAYMENTS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is downloadable once the billing details are in, with the paid amounts', async () => {
    const who = await familyWithChild(t, '9300000201');
    const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
      t.app.inject({
        method,
        url: BASE + url,
        payload,
        headers: { host: HOST, 'x-auth-token': who.childToken, ...headers },
      });
    const opened = await call('POST', '/cart', { planId: PLAN });
    const cartId = opened.json<{ data: { id: string } }>().data.id;
    const applied = await call('POST', '/coupons/apply', { id: cartId, code: 'WELCOME10' });
    expect(applied.statusCode, applied.body).toBe(200);
    const summary = (await call('GET', `/cart/summary?cartId=${cartId}`)).json<{
      data: { total: number; discountPrice: number; gst: number };
    }>().data;
    const created = await call(
      'POST',
      '/order/payment',
      {
        cartId,
        totalAmount: summary.total,
        discountedAmount: summary.discountPrice,
        gstAmount: summary.gst,
        currency: 'INR',
        paymentMethod: 'upi',
      },
      { 'idempotency-key': 'invoice-journey-1' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { orderId, checkout } = created.json<{ orderId: string; checkout: Checkout }>();

    const page = await t.app.inject({
      method: 'POST',
      url: checkout.action,
      headers: { host: HOST, ...FORM },
      payload: form(checkout.fields),
    });
    const success = [...page.body.matchAll(/<form[^>]*action="([^"]+)">(.*?)<\/form>/g)]
      .map(([, action, inner]) => ({
        action: action ?? '',
        fields: Object.fromEntries(
          [...(inner ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k, v]) => [
            k ?? '',
            v ?? '',
          ]),
        ),
      }))
      .find((f) => f.fields.outcome === 'SUCCESS' && f.fields.method === 'upi');
    if (!success) throw new Error(`the sandbox page offers no UPI success: ${page.body}`);
    const back = await t.app.inject({
      method: 'POST',
      url: success.action,
      headers: { host: HOST, ...FORM },
      payload: form(success.fields),
    });
    expect(back.statusCode, back.body).toBe(303);

    const pending = await call('GET', '/order/no-invoice');
    expect(pending.json<{ data: { orderId: string }[] }>().data.map((o) => o.orderId)).toEqual([
      orderId,
    ]);
    expect((await call('GET', `/order/${orderId}/download`)).statusCode).toBe(409);
    const saved = await call('POST', `/order/billing-details?orderId=${orderId}`, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9812345678',
      address: '7 Boring Road',
      pincode: '800001',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const invoice = await call('GET', `/order/${orderId}/download`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const [order] = (await call('GET', '/order?status=SUCCESS')).json<{
      data: { invoiceNumber: string; totalPaise: number; gstPaise: number }[];
    }>().data;
    if (!order) throw new Error('the paid order is not listed');
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="${order.invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(invoice.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        `Invoice number: ${order.invoiceNumber}`,
        `Order number: ${orderId}`,
        'Discount (coupon WELCOME10)',
        'Place of supply: Bihar (code 10)',
        'IGST @ 18%',
      ]),
    );
    expect(order.totalPaise).toBe(summary.total);
    expect(order.gstPaise).toBe(summary.gst);
  });
});
