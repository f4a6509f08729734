import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '../../domain/contracts/orders.ts';
import { SANDBOX_PAYMENTS } from '../../server/providers/payments/paymentSettings.ts';
import { hmacHex } from '../../server/providers/payments/hmacSignature.ts';
import {
  SANDBOX_DECLINED_REASON,
  sandboxOutcomeMessage,
} from '../../server/providers/payments/sandboxGateway.ts';
import { startFakeApple, type FakeApple } from '../fakes/fakeAppleVerifyReceipt.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../fakes/fakeRazorpay.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const BASE = '/api/subscription';
const PLAN = 'preug-achieve-now';

interface Created {
  orderId: string;
  status: string;
  checkout: Checkout;
}
interface Summary {
  data: { totals?: unknown };
}

/** Shared steps: a family with a cart, and an order for it at the server's totals. */
function orderSteps(get: () => TestApp) {
  let n = 0;
  const call = (
    who: Family,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers = {},
  ) =>
    get().app.inject({
      method,
      url: BASE + url,
      payload,
      headers: { host: HOST, 'x-auth-token': who.childToken, ...headers },
    });
  const newFamily = (prefix: string) =>
    familyWithChild(get(), `${prefix}${String(++n).padStart(5, '0')}`);
  const openCart = async (who: Family) => {
    const opened = await call(who, 'POST', '/cart', { planId: PLAN });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    const cartId = (JSON.parse(opened.body) as { data: { id: string } }).data.id;
    const summary = await call(who, 'GET', `/cart/summary?cartId=${cartId}`);
    expect(summary.statusCode, summary.body).toBe(200);
    return { cartId, summary: JSON.parse(summary.body) as Summary & Record<string, unknown> };
  };
  return { call, newFamily, openCart };
}

/** The totals the server charges, read from the cart summary whatever its exact shape. */
function totalsOf(summary: unknown): { total: number; discounted: number; gst: number } {
  const data = (summary as { data: Record<string, unknown> }).data;
  const num = (key: string) => {
    const value = data[key];
    if (typeof value !== 'number')
      throw new Error(`summary has no ${key}: ${JSON.stringify(data)}`);
    return value;
  };
  return { total: num('total'), discounted: num('discountPrice'), gst: num('gst') };
}

const body = (
  cartId: string,
  totals: { total: number; discounted: number; gst: number },
  method = 'upi',
) => ({
  cartId,
  totalAmount: totals.total,
  discountedAmount: totals.discounted,
  gstAmount: totals.gst,
  currency: 'INR',
  paymentMethod: method,
});

const codeOf = (answer: { body: string }) => (JSON.parse(answer.body) as { code: string }).code;
interface OrderListItem {
  invoiceNumber?: string;
  totalPaise: number;
}
interface StatusData {
  data: { orderId: string; status: string; failureReason?: string };
}
const statusData = (answer: { body: string }) =>
  (JSON.parse(answer.body) as { data: StatusData }).data;
const listData = (answer: { body: string }) =>
  (JSON.parse(answer.body) as { data: OrderListItem[] }).data;
const appleData = (answer: { body: string }) =>
  (JSON.parse(answer.body) as { data: { status: string } }).data;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('orders with the sandbox gateway on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { payments: SANDBOX_PAYMENTS });
  });
  afterAll(async () => {
    await t.close();
  });
  const { call, newFamily, openCart } = orderSteps(() => t);
  const create = async (
    who: Family,
    cartId: string,
    totals: ReturnType<typeof totalsOf>,
    key: string,
  ) => call(who, 'POST', '/order/payment', body(cartId, totals), { 'idempotency-key': key });

  /** Walks the sandbox: its page, then the signed form of one outcome. */
  const pay = async (checkout: Checkout, outcome: 'SUCCESS' | 'FAILURE') => {
    const page = await t.app.inject({
      method: 'POST',
      url: checkout.action,
      headers: { host: HOST, ...FORM },
      payload: form(checkout.fields),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const forms = [...page.body.matchAll(/<form[^>]*action="([^"]+)">(.*?)<\/form>/g)].map(
      ([, action, inner]) => ({
        action: action ?? '',
        fields: Object.fromEntries(
          [...(inner ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(
            ([, k, v]): [string, string] => [k ?? '', v ?? ''],
          ),
        ),
      }),
    );
    const chosen = forms.find((f) => f.fields.outcome === outcome && f.fields.method === 'upi');
    if (!chosen) throw new Error('the page offers no such choice');
    return t.app.inject({
      method: 'POST',
      url: chosen.action,
      headers: { host: HOST, ...FORM },
      payload: form(chosen.fields),
    });
  };

  it('refuses a tampered total and a missing idempotency key', async () => {
    const who = await newFamily('94000');
    const { cartId, summary } = await openCart(who);
    const totals = totalsOf(summary);
    const cheap = await create(
      who,
      cartId,
      { ...totals, total: totals.total - 100 },
      'key-tampered-1',
    );
    expect(cheap.statusCode, cheap.body).toBe(400);
    expect(codeOf(cheap)).toBe('TOTAL_MISMATCH');
    const keyless = await call(who, 'POST', '/order/payment', body(cartId, totals));
    expect(keyless.statusCode).toBe(400);
  });

  it('answers the same order for the same key, and pays it to a PAID plan', async () => {
    const who = await newFamily('94001');
    const { cartId, summary } = await openCart(who);
    const totals = totalsOf(summary);
    const first = await create(who, cartId, totals, 'key-same-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await create(who, cartId, totals, 'key-same-0001');
    expect(again.statusCode).toBe(200);
    const created = JSON.parse(first.body) as Created;
    expect((JSON.parse(again.body) as Created).orderId).toBe(created.orderId);

    const back = await pay(created.checkout, 'SUCCESS');
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`/subscription/payment/status?orderId=${created.orderId}`);
    const status = await call(who, 'GET', `/order/transaction/status?orderId=${created.orderId}`);
    expect(statusData(status).data.status).toBe('SUCCESS');
    const info = await call(who, 'GET', '/subscription/info?locale=en');
    expect(info.body).toContain('"PAID"');
    const orders = await call(who, 'GET', '/order?status=SUCCESS');
    const [order] = listData(orders);
    expect(order?.invoiceNumber).toMatch(/^[A-Z]+\/2627\/000001$/);
    expect(order?.totalPaise).toBe(totals.total);
    const cart = await call(who, 'GET', '/cart');
    expect(cart.statusCode).toBe(400);
    // Paid once: the page's other answer, signed as the page signs it, now changes nothing.
    const late = await t.app.inject({
      method: 'POST',
      url: `${BASE}/sandbox/callback`,
      headers: { host: HOST, ...FORM },
      payload: form({
        orderId: created.orderId,
        outcome: 'FAILURE',
        method: 'upi',
        signature: hmacHex(
          t.deps.tokenSecret,
          sandboxOutcomeMessage(created.orderId, 'FAILURE', 'upi'),
        ),
      }),
    });
    expect(late.statusCode, late.body).toBe(303);
    const still = await call(who, 'GET', `/order/transaction/status?orderId=${created.orderId}`);
    expect(statusData(still).data.status).toBe('SUCCESS');
  });

  it('keeps the cart and says why when the payment fails; refuses a forged success', async () => {
    const who = await newFamily('94002');
    const { cartId, summary } = await openCart(who);
    const created = JSON.parse(
      (await create(who, cartId, totalsOf(summary), 'key-fail-00001')).body,
    ) as Created;
    const forged = await t.app.inject({
      method: 'POST',
      url: `${BASE}/sandbox/callback`,
      headers: { host: HOST, ...FORM },
      payload: form({
        orderId: created.orderId,
        outcome: 'SUCCESS',
        method: 'upi',
        signature: 'f'.repeat(64),
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect(codeOf(forged)).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await pay(created.checkout, 'FAILURE')).statusCode).toBe(303);
    const status = statusData(
      await call(who, 'GET', `/order/transaction/status?orderId=${created.orderId}`),
    );
    expect(status.data.status).toBe('FAILURE');
    expect(status.data.failureReason).toBe(SANDBOX_DECLINED_REASON);
    expect((await call(who, 'GET', '/cart')).statusCode).toBe(200);
  });

  it("never shows another parent's order", async () => {
    const owner = await newFamily('94003');
    const stranger = await newFamily('94003');
    const { cartId, summary } = await openCart(owner);
    const created = JSON.parse(
      (await create(owner, cartId, totalsOf(summary), 'key-private-01')).body,
    ) as Created;
    const peek = await call(
      stranger,
      'GET',
      `/order/transaction/status?orderId=${created.orderId}`,
    );
    expect(peek.statusCode).toBe(404);
    const list = await call(stranger, 'GET', `/order?ids=${created.orderId}`);
    expect(listData(list)).toEqual([]);
  });
});

describe.each(DIALECTS)('orders with Razorpay (a local fake) and Apple on %s', (dialect) => {
  let t: TestApp;
  let razorpay: FakeRazorpay;
  let apple: FakeApple;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    apple = await startFakeApple();
    t = await createTestApp(dialect, {
      payments: { gateway: { name: 'razorpay', ...razorpay.settings }, apple: apple.settings },
    });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
    await apple.close();
  });
  const { call, newFamily, openCart } = orderSteps(() => t);
  const start = async (prefix: string, key: string) => {
    const who = await newFamily(prefix);
    const { cartId, summary } = await openCart(who);
    const answer = await call(
      who,
      'POST',
      '/order/payment',
      body(cartId, totalsOf(summary), 'card'),
      { 'idempotency-key': key },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return { who, created: JSON.parse(answer.body) as Created, total: totalsOf(summary).total };
  };
  const statusOf = async (who: Family, orderId: string) =>
    statusData(await call(who, 'GET', `/order/transaction/status?orderId=${orderId}`)).data.status;
  const webhook = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/razorpay/webhook`,
      headers: { host: HOST, ...hook.headers },
      payload: hook.body,
    });

  it('creates the Razorpay order and pays it through the signed callback', async () => {
    const { who, created, total } = await start('95000', 'rzp-key-00001');
    const rzpOrder = created.checkout.fields.order_id ?? '';
    expect(razorpay.orders.get(rzpOrder)).toMatchObject({
      amount: total,
      receipt: created.orderId,
    });
    expect(created.checkout.action).toBe(razorpay.settings.checkoutUrl);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/plan?locale=en',
      headers: { host: HOST },
    });
    expect(page.headers['content-security-policy']).toContain(
      new URL(razorpay.settings.checkoutUrl).origin,
    );
    const forged = { ...razorpay.paidCallback(rzpOrder), razorpay_signature: '0'.repeat(64) };
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/razorpay/callback?orderId=${created.orderId}`,
      headers: { host: HOST, ...FORM },
      payload: form(forged),
    });
    expect(refused.statusCode).toBe(400);
    expect(await statusOf(who, created.orderId)).toBe('IN_PROGRESS');
    const back = await t.app.inject({
      method: 'POST',
      url: `${BASE}/razorpay/callback?orderId=${created.orderId}`,
      headers: { host: HOST, ...FORM },
      payload: form(razorpay.paidCallback(rzpOrder)),
    });
    expect(back.statusCode, back.body).toBe(303);
    expect(await statusOf(who, created.orderId)).toBe('SUCCESS');
  });

  it('takes a webhook before the browser, once, and refuses a forged one', async () => {
    const { who, created } = await start('95001', 'rzp-key-00002');
    const rzpOrder = created.checkout.fields.order_id ?? '';
    const hook = razorpay.webhook('payment.captured', rzpOrder);
    const forged = await webhook({
      ...hook,
      headers: { ...hook.headers, 'x-razorpay-signature': 'a'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
    const first = await webhook(hook);
    expect(JSON.parse(first.body)).toEqual({ received: true, duplicate: false });
    const second = await webhook(hook);
    expect(JSON.parse(second.body)).toEqual({ received: true, duplicate: true });
    expect(await statusOf(who, created.orderId)).toBe('SUCCESS');
    const orders = listData(await call(who, 'GET', '/order'));
    expect(orders).toHaveLength(1);
    // The browser comes back after: it just reads SUCCESS, nothing is credited twice.
    const back = await t.app.inject({
      method: 'POST',
      url: `${BASE}/razorpay/callback?orderId=${created.orderId}`,
      headers: { host: HOST, ...FORM },
      payload: form(razorpay.paidCallback(rzpOrder)),
    });
    expect(back.statusCode).toBe(303);
    const sequences = await t.deps.db.selectFrom('invoice_sequences').selectAll().execute();
    expect(sequences.map((s) => s.next)).toEqual([3]);
  });

  it('fails an order on payment.failed and keeps its cart', async () => {
    const { who, created } = await start('95002', 'rzp-key-00003');
    const rzpOrder = created.checkout.fields.order_id ?? '';
    await webhook(razorpay.webhook('payment.failed', rzpOrder));
    expect(await statusOf(who, created.orderId)).toBe('FAILURE');
    expect((await call(who, 'GET', '/cart')).statusCode).toBe(200);
  });

  it('credits a failed order paid later, even when its coupon was used meanwhile', async () => {
    const who = await newFamily('95004');
    const { cartId } = await openCart(who);
    const applied = await call(who, 'POST', '/coupons/apply', { id: cartId, code: 'WELCOME10' });
    expect(applied.statusCode, applied.body).toBe(200);
    const priced = JSON.parse(
      (await call(who, 'GET', `/cart/summary?cartId=${cartId}`)).body,
    ) as Summary;
    const order = async (key: string) => {
      const answer = await call(who, 'POST', '/order/payment', body(cartId, totalsOf(priced)), {
        'idempotency-key': key,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const created = JSON.parse(answer.body) as Created;
      return { id: created.orderId, rzp: created.checkout.fields.order_id ?? '' };
    };
    // The first try fails; the second, with the same coupon, is paid.
    const first = await order('rzp-retry-0001');
    await webhook(razorpay.webhook('payment.failed', first.rzp));
    const second = await order('rzp-retry-0002');
    expect((await webhook(razorpay.webhook('payment.captured', second.rzp))).statusCode).toBe(200);
    // Then the bank captures the first after all (WELCOME10 is once per profile): the money taken
    // is credited at the price quoted, and the coupon counts one use.
    const late = await webhook(razorpay.webhook('payment.captured', first.rzp));
    expect(late.statusCode, late.body).toBe(200);
    expect(await statusOf(who, first.id)).toBe('SUCCESS');
    const coupon = await t.deps.db
      .selectFrom('coupons')
      .select('used_count')
      .where('code', '=', 'WELCOME10')
      .where('org_id', '=', 1)
      .executeTakeFirstOrThrow();
    const redemptions = await t.deps.db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    expect(coupon.used_count).toBe(Number(redemptions.n));
  });

  it('completes an order with an App Store receipt, retrying a sandbox one as Apple says', async () => {
    const { who, created } = await start('95003', 'apple-key-0001');
    apple.addReceipt(
      'receipt-sandbox-1',
      { productId: PLAN, transactionId: '1000000001' },
      'sandbox',
    );
    const bad = await call(who, 'PUT', '/order/apple/transaction/validate', {
      orderId: created.orderId,
      receiptData: 'nonsense',
    });
    expect(codeOf(bad)).toBe('APPLE_RECEIPT_INVALID');
    const good = await call(who, 'PUT', '/order/apple/transaction/validate', {
      orderId: created.orderId,
      receiptData: 'receipt-sandbox-1',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(appleData(good).status).toBe('SUCCESS');
  });
});
