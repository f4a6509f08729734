import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingDetails } from '../../domain/contracts/billing.ts';
import { pdfText } from '../unit/server/subscription/pdfText.ts';
import { insertOrder, SPRINT } from './insertOrder.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const BASE = '/api/subscription';
const VALID = {
  name: 'Meera K. Iyer',
  email: 'Meera@Example.com',
  mobile: '9876543210',
  address: '12 Lake View Road, Koramangala',
  pincode: '560034',
};
const IN_KARNATAKA: BillingDetails = {
  ...VALID,
  email: 'meera@example.com',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  stateCode: '29',
};

describe.each(DIALECTS)('billing details, pincodes and invoices on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9300000101');
    ravi = await familyWithChild(t, '9300000102');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: BASE + url,
      payload,
      headers: { host: HOST, ...(who && { 'x-auth-token': who.childToken }) },
    });

  /** A fresh order of the family's child; ids are unique across the run. */
  async function order(
    who: Family,
    status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE',
    billingDetails?: BillingDetails,
  ): Promise<string> {
    const id = `order-${dialect}-${String(++n).padStart(6, '0')}`;
    const profile = await t.deps.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', who.childId)
      .executeTakeFirstOrThrow();
    await insertOrder(t, {
      id,
      childId: who.childId,
      userId: profile.user_id,
      status,
      billingDetails,
    });
    return id;
  }

  describe('GET /v1/pincodes', () => {
    it("answers a pincode's district, state, GST state code and offices", async () => {
      const answer = await call(asha, 'GET', '/v1/pincodes?pincode=110001');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        data: {
          pincode: '110001',
          district: 'New Delhi',
          state: 'Delhi',
          stateCode: '07',
          offices: [
            { office: 'Connaught Place S.O', district: 'New Delhi' },
            { office: 'Parliament House S.O', district: 'New Delhi' },
          ],
        },
      });
    });

    it('answers 404 PINCODE_NOT_FOUND for a pincode the directory lacks', async () => {
      const answer = await call(asha, 'GET', '/v1/pincodes?pincode=999999');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'PINCODE_NOT_FOUND' });
    });

    it.each(['56003', '056003', '5600345', 'abcdef', ''])(
      'refuses the partial or invalid pincode "%s" with 400',
      async (pincode) => {
        const answer = await call(asha, 'GET', `/v1/pincodes?pincode=${pincode}`);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      },
    );

    it('wants a child token', async () => {
      expect((await call(undefined, 'GET', '/v1/pincodes?pincode=560034')).statusCode).toBe(401);
    });
  });

  describe('POST /order/billing-details', () => {
    it.each([
      ['a name of two letters', { name: 'Ab' }],
      ['a name with digits', { name: 'Meera 2' }],
      ['a name over 120 characters', { name: 'a'.repeat(121) }],
      ['a mobile starting with 5', { mobile: '5876543210' }],
      ['a mobile of 9 digits', { mobile: '987654321' }],
      ['a mobile with +91', { mobile: '+919876543210' }],
      ['a pincode starting with 0', { pincode: '060034' }],
      ['a partial pincode', { pincode: '56003' }],
      ['an e-mail without a domain', { email: 'meera@' }],
      ['an address of two letters', { address: 'ab' }],
    ])('refuses %s with 400 (spec §5)', async (_case, change) => {
      const id = await order(asha, 'SUCCESS');
      const answer = await call(asha, 'POST', `/order/billing-details?orderId=${id}`, {
        ...VALID,
        ...change,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it("keeps the details on the order with the pincode's district and state, once", async () => {
      const id = await order(asha, 'SUCCESS');
      const saved = await call(asha, 'POST', `/order/billing-details?orderId=${id}`, VALID);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ data: { orderId: id, billingDetails: IN_KARNATAKA } });
      const again = await call(asha, 'POST', `/order/billing-details?orderId=${id}`, VALID);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'BILLING_DETAILS_SAVED' });
    });

    it('refuses a well-formed pincode the directory lacks, keeping nothing', async () => {
      const id = await order(asha, 'SUCCESS');
      const answer = await call(asha, 'POST', `/order/billing-details?orderId=${id}`, {
        ...VALID,
        pincode: '999999',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'PINCODE_NOT_FOUND' });
      const pending = (await call(asha, 'GET', '/order/no-invoice')).json<{
        data: { orderId: string }[];
      }>();
      expect(pending.data.map((o) => o.orderId)).toContain(id);
    });

    it.each(['IN_PROGRESS', 'FAILURE'] as const)(
      'refuses an order that is %s with 409 INVOICE_NOT_READY',
      async (status) => {
        const id = await order(asha, status);
        const answer = await call(asha, 'POST', `/order/billing-details?orderId=${id}`, VALID);
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'INVOICE_NOT_READY' });
      },
    );

    it("answers another child's order, or none, as 404 ORDER_NOT_FOUND", async () => {
      const id = await order(asha, 'SUCCESS');
      for (const url of [`?orderId=${id}`, '?orderId=no-such-order']) {
        const answer = await call(ravi, 'POST', `/order/billing-details${url}`, VALID);
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      }
      expect((await call(asha, 'GET', '/order/no-invoice')).body).toContain(id);
    });
  });

  describe('GET /order/latest/billing-details', () => {
    it("answers the account's last details, and null before any", async () => {
      const fresh = await familyWithChild(t, '9300000103');
      const none = await call(fresh, 'GET', '/order/latest/billing-details');
      expect(none.json()).toEqual({ data: null });
      for (const name of ['First Name', 'Second Name']) {
        const id = await order(fresh, 'SUCCESS');
        await call(fresh, 'POST', `/order/billing-details?orderId=${id}`, { ...VALID, name });
      }
      const latest = await call(fresh, 'GET', '/order/latest/billing-details');
      expect(latest.json()).toEqual({ data: { ...IN_KARNATAKA, name: 'Second Name' } });
    });
  });

  describe('GET /order/no-invoice', () => {
    it("lists the child's paid orders without billing details, newest first", async () => {
      const family = await familyWithChild(t, '9300000104');
      await order(family, 'IN_PROGRESS');
      await order(family, 'FAILURE');
      await order(family, 'SUCCESS', IN_KARNATAKA);
      const older = await order(family, 'SUCCESS');
      const newer = await order(family, 'SUCCESS');
      const answer = await call(family, 'GET', '/order/no-invoice');
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json<{ data: { orderId: string; planId: string }[] }>();
      expect(data.map((o) => o.orderId)).toEqual([newer, older]);
      expect(data[0]).toMatchObject({ planId: SPRINT.planId, totalPaise: SPRINT.totalPaise });
      await call(family, 'POST', `/order/billing-details?orderId=${newer}`, VALID);
      const after = await call(family, 'GET', '/order/no-invoice');
      expect(after.json<{ data: { orderId: string }[] }>().data.map((o) => o.orderId)).toEqual([
        older,
      ]);
      expect((await call(ravi, 'GET', '/order/no-invoice')).body).not.toContain(older);
    });
  });

  describe('GET /order/{id}/download', () => {
    it('is a PDF tax invoice named by its number, with the order number and GST lines', async () => {
      const id = await order(asha, 'SUCCESS');
      await call(asha, 'POST', `/order/billing-details?orderId=${id}`, VALID);
      const answer = await call(asha, 'GET', `/order/${id}/download`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="ABH-2627-${id.slice(-6)}.pdf"`,
      );
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(answer.rawPayload);
      expect(text).toEqual(
        expect.arrayContaining([
          'Tax Invoice',
          `Order number: ${id}`,
          `Invoice number: ABH/2627/${id.slice(-6)}`,
          'Achieve Sprint (SAC 999293)',
          'CGST @ 9%',
          'SGST @ 9%',
          'INR 2,653.94',
        ]),
      );
    });

    it('charges IGST to a buyer outside the seller state', async () => {
      const id = await order(asha, 'SUCCESS');
      await call(asha, 'POST', `/order/billing-details?orderId=${id}`, {
        ...VALID,
        pincode: '600040',
      });
      const text = pdfText((await call(asha, 'GET', `/order/${id}/download`)).rawPayload);
      expect(text).toEqual(
        expect.arrayContaining(['Place of supply: Tamil Nadu (code 33)', 'IGST @ 18%']),
      );
      expect(text).not.toContain('CGST @ 9%');
    });

    it('answers 409 BILLING_DETAILS_MISSING for a paid order without billing details', async () => {
      const id = await order(asha, 'SUCCESS');
      const answer = await call(asha, 'GET', `/order/${id}/download`);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'BILLING_DETAILS_MISSING' });
    });

    it.each(['IN_PROGRESS', 'FAILURE'] as const)(
      'answers 409 INVOICE_NOT_READY for an order that is %s',
      async (status) => {
        const answer = await call(asha, 'GET', `/order/${await order(asha, status)}/download`);
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'INVOICE_NOT_READY' });
      },
    );

    it("hides another child's invoice as 404, and refuses a visitor", async () => {
      const id = await order(asha, 'SUCCESS', IN_KARNATAKA);
      const other = await call(ravi, 'GET', `/order/${id}/download`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      expect((await call(undefined, 'GET', `/order/${id}/download`)).statusCode).toBe(401);
      const parent = await t.app.inject({
        method: 'GET',
        url: `${BASE}/order/${id}/download`,
        headers: { host: HOST, 'x-auth-token': asha.token },
      });
      expect(parent.statusCode).toBe(401);
    });
  });
});
