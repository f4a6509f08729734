import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartSummary } from '../../domain/contracts/cart.ts';
import { AppError } from '../../domain/errors.ts';
import { cartTotals } from '../../domain/subscription/cartTotals.ts';
import {
  catalogPlan,
  sellingOrganisation,
} from '../../server/services/subscription/catalogLookup.ts';
import {
  couponStore,
  redeemCoupon,
  syncCatalogCoupons,
  type NewCoupon,
} from '../../server/services/subscription/couponStore.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const BASE = '/api/subscription';
const ORG = 1;
const DAY = 86_400_000;

describe.each(DIALECTS)('cart, coupons and the spinner on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9300000001');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: Family,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    host = HOST,
  ) =>
    t.app.inject({
      method,
      url: BASE + url,
      payload,
      headers: { host, 'x-auth-token': who.childToken },
    });
  const codeOf = (answer: { body: string }) => (JSON.parse(answer.body) as { code: string }).code;
  const newFamily = () => familyWithChild(t, `93100${String(++n).padStart(5, '0')}`);
  const org = () => {
    const found = sellingOrganisation(t.deps.subscriptionCatalog, ORG);
    if (!found) throw new Error('organisation 1 sells nothing');
    return found;
  };
  const priceOf = (planId: string) => {
    const plan = catalogPlan(org(), planId);
    if (!plan) throw new Error(`no plan ${planId}`);
    return plan.pricePaise;
  };
  const openCart = async (who: Family, planId = 'preug-achieve-now') => {
    const opened = await call(who, 'POST', '/cart', { planId });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    return opened.json<{ data: Cart }>().data;
  };
  const summary = async (who: Family, cartId: string) => {
    const answer = await call(who, 'GET', `/cart/summary?cartId=${cartId}&locale=hi`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: CartSummary }>().data;
  };
  const apply = (who: Family, cartId: string, code: string) =>
    call(who, 'POST', '/coupons/apply', { id: cartId, code, locale: 'en' });
  const addCoupon = async (coupon: Partial<NewCoupon> & { code: string }) => {
    const added = await couponStore(t.deps.db).addCoupon({
      org_id: ORG,
      kind: 'flat',
      value: 10_000,
      created_at: t.deps.clock(),
      ...coupon,
    });
    expect(added).toBe(true);
  };

  it('answers 400 CART_NOT_FOUND before a cart, then opens one, switches and patches it', async () => {
    const none = await call(asha, 'GET', '/cart');
    expect(none.statusCode).toBe(400);
    expect(codeOf(none)).toBe('CART_NOT_FOUND');
    const created = await call(asha, 'POST', '/cart', { planId: 'preug-achieve-now' });
    expect(created.statusCode).toBe(201);
    const cart = created.json<{ data: Cart }>().data;
    expect(cart).toEqual({ id: cart.id, planId: 'preug-achieve-now' });
    const got = await call(asha, 'GET', '/cart');
    expect(got.json<{ data: Cart }>().data).toEqual(cart);
    // One cart per child: a second POST switches the same cart.
    const again = await call(asha, 'POST', '/cart', { planId: 'preug-achieve-sprint' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Cart }>().data).toEqual({ ...cart, planId: 'preug-achieve-sprint' });
    const patched = await call(asha, 'PATCH', '/cart', {
      cartId: cart.id,
      planId: 'preug-achieve-unlimited',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ data: Cart }>().data.planId).toBe('preug-achieve-unlimited');
  });

  it('refuses a plan it does not sell and a cart that is not the child’s', async () => {
    const unknown = await call(asha, 'POST', '/cart', { planId: 'no-such-plan' });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('PLAN_NOT_FOUND');
    const other = await newFamily();
    const cart = await openCart(other);
    const patched = await call(asha, 'PATCH', '/cart', {
      cartId: cart.id,
      planId: 'k12-achieve-now',
    });
    expect(codeOf(patched)).toBe('CART_NOT_FOUND');
    const peeked = await call(asha, 'GET', `/cart/summary?cartId=${cart.id}`);
    expect(codeOf(peeked)).toBe('CART_NOT_FOUND');
  });

  it('sums the cart as cartTotals does, GST on the discounted price', async () => {
    const who = await newFamily();
    const cart = await openCart(who, 'preug-achieve-sprint');
    const price = priceOf('preug-achieve-sprint');
    const plain = await summary(who, cart.id);
    const expected = cartTotals({ pricePaise: price, gstRateBp: org().gstRateBp });
    expect(plain).toMatchObject({
      cartId: cart.id,
      plan: {
        id: 'preug-achieve-sprint',
        type: 'ACHIEVE_SPRINT',
        duration: { type: 'MONTH', value: 6 },
      },
      currency: 'INR',
      price,
      discount: 0,
      discountPrice: price,
      gst: expected.gstPaise,
      total: expected.totalPaise,
    });
    expect(plain.coupon).toBeUndefined();
    const applied = await apply(who, cart.id, 'welcome10');
    expect(applied.statusCode, applied.body).toBe(200);
    const withCoupon = await summary(who, cart.id);
    const coupon = { kind: 'percent', value: 1000, maxDiscountPaise: 50_000 } as const;
    const totals = cartTotals({ pricePaise: price, coupon, gstRateBp: org().gstRateBp });
    expect(withCoupon).toMatchObject({
      discount: totals.discountPaise,
      discountPrice: totals.taxablePaise,
      gst: totals.gstPaise,
      total: totals.totalPaise,
      coupon: { code: 'WELCOME10', kind: 'percent', value: 1000, spinOnly: false },
    });
    expect(applied.json<{ data: CartSummary }>().data.total).toBe(totals.totalPaise);
    // One coupon per cart: another replaces it.
    await apply(who, cart.id, 'FLAT200');
    expect((await summary(who, cart.id)).discount).toBe(20_000);
    const removed = await call(who, 'DELETE', `/coupons/apply?cartId=${cart.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: CartSummary }>().data).toMatchObject({
      discount: 0,
      total: expected.totalPaise,
    });
  });

  it('lists the coupons the child may apply, with what each takes off, never a spin-only one', async () => {
    const who = await newFamily();
    await openCart(who, 'preug-achieve-now');
    const answer = await call(who, 'GET', '/coupons/active?totalCartValue=1&vertical=PreUG');
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json<{ data: { code: string; discount: number }[] }>().data;
    const price = priceOf('preug-achieve-now');
    expect(listed.find((c) => c.code === 'FLAT200')?.discount).toBe(Math.min(20_000, price));
    expect(listed.map((c) => c.code)).toContain('WELCOME10');
    expect(listed.some((c) => c.code.startsWith('SPIN'))).toBe(false);
  });

  it('refuses coupons that are unknown, spin-only, out of their days, for other plans or used up', async () => {
    const who = await newFamily();
    const cart = await openCart(who, 'preug-achieve-now');
    const now = t.deps.clock();
    await addCoupon({ code: 'OLD1', valid_until: now - DAY });
    await addCoupon({ code: 'SOON1', valid_from: now + DAY });
    await addCoupon({ code: 'K12ONLY', plan_ids: JSON.stringify(['k12-achieve-now']) });
    await addCoupon({ code: 'GONE1', max_uses: 1, used_count: 1 });
    const refusals = [
      ['NOPE', 400, 'COUPON_NOT_FOUND'],
      ['SPIN15', 400, 'COUPON_SPIN_ONLY'],
      ['old1', 400, 'COUPON_EXPIRED'],
      ['SOON1', 400, 'COUPON_NOT_STARTED'],
      ['K12ONLY', 400, 'COUPON_NOT_FOR_PLAN'],
      ['GONE1', 409, 'COUPON_EXHAUSTED'],
    ] as const;
    for (const [code, status, error] of refusals) {
      const answer = await apply(who, cart.id, code);
      expect([code, answer.statusCode, codeOf(answer)]).toEqual([code, status, error]);
    }
    // A plan the coupon holds for: applied; switching away takes it off.
    await call(who, 'PATCH', '/cart', { cartId: cart.id, planId: 'k12-achieve-now' });
    expect((await apply(who, cart.id, 'K12ONLY')).statusCode).toBe(200);
    const back = await call(who, 'PATCH', '/cart', {
      cartId: cart.id,
      planId: 'preug-achieve-now',
    });
    expect(back.json<{ data: Cart }>().data.coupon).toBeUndefined();
  });

  it('counts the per-user limit on the child’s paid orders', async () => {
    const who = await newFamily();
    const cart = await openCart(who);
    expect((await apply(who, cart.id, 'WELCOME10')).statusCode).toBe(200);
    await t.deps.db.transaction().execute((trx) =>
      redeemCoupon(trx, {
        orgId: ORG,
        code: 'welcome10',
        childId: who.childId,
        orderId: `o-${who.childId}`,
        now: t.deps.clock(),
      }),
    );
    // The same order settled again uses nothing more.
    await t.deps.db.transaction().execute((trx) =>
      redeemCoupon(trx, {
        orgId: ORG,
        code: 'WELCOME10',
        childId: who.childId,
        orderId: `o-${who.childId}`,
        now: t.deps.clock(),
      }),
    );
    const welcome = await couponStore(t.deps.db).usesByChild(ORG, who.childId);
    expect(welcome.get('WELCOME10')).toBe(1);
    // The coupon on the cart no longer holds: the summary takes it off.
    expect((await summary(who, cart.id)).coupon).toBeUndefined();
    const again = await apply(who, cart.id, 'WELCOME10');
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('COUPON_ALREADY_USED');
    await expect(
      t.deps.db.transaction().execute((trx) =>
        redeemCoupon(trx, {
          orgId: ORG,
          code: 'WELCOME10',
          childId: who.childId,
          orderId: `o2-${who.childId}`,
          now: t.deps.clock(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'COUPON_ALREADY_USED' });
  });

  it('lets exactly maxUses of 20 racing redemptions through', async () => {
    const LIMIT = 5;
    await addCoupon({ code: 'RACE5', max_uses: LIMIT });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.deps.db.transaction().execute((trx) =>
          redeemCoupon(trx, {
            orgId: ORG,
            code: 'RACE5',
            childId: `racer-${String(i)}`,
            orderId: `race-${String(i)}`,
            now: t.deps.clock(),
          }),
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(LIMIT);
    expect(lost.every((e) => e instanceof AppError && e.code === 'COUPON_EXHAUSTED')).toBe(true);
    const row = await couponStore(t.deps.db).findCoupon(ORG, 'race5');
    expect(row?.used_count).toBe(LIMIT);
    const redeemed = await t.deps.db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('code', '=', 'RACE5')
      .executeTakeFirstOrThrow();
    expect(Number(redeemed.n)).toBe(LIMIT);
  });

  it('answers the summary in the asked language when a coupon is taken off', async () => {
    const who = await newFamily();
    const cart = await openCart(who);
    expect((await apply(who, cart.id, 'FLAT200')).statusCode).toBe(200);
    const removed = await call(who, 'DELETE', `/coupons/apply?cartId=${cart.id}&locale=hi`);
    expect(removed.statusCode, removed.body).toBe(200);
    const data = removed.json<{ data: CartSummary }>().data;
    expect(data.coupon).toBeUndefined();
    const plan = org().plans.find((p) => p.id === 'preug-achieve-now');
    expect(data.plan.title).toBe(plan?.title.hi);
  });

  it('spins once per child, by weight, and puts the prize on the cart', async () => {
    const who = await newFamily();
    const wheel = await call(who, 'GET', '/spinner?locale=hi');
    const prizes = wheel.json<{ data: { prizes: { couponCode: string; label: string }[] } }>().data
      .prizes;
    expect(prizes.map((p) => p.couponCode)).toEqual(org().spinner.prizes.map((p) => p.couponCode));
    expect(prizes[0]?.label).toBe(org().spinner.prizes[0]?.label.hi);
    const eligibility = async () =>
      (await call(who, 'GET', '/spinner/eligibility?planId=preug-achieve-now')).json<{
        message: string;
        couponCode?: string;
      }>();
    expect((await eligibility()).message).toBe('ELIGIBLE');
    const cart = await openCart(who);
    const spun = await call(who, 'POST', '/spinner?locale=en');
    expect(spun.statusCode, spun.body).toBe(201);
    const won = spun.json<{ data: { prizeIndex: number; couponCode: string; applied: boolean } }>()
      .data;
    expect(won.couponCode).toBe(prizes[won.prizeIndex]?.couponCode);
    expect(won.applied).toBe(true);
    expect((await summary(who, cart.id)).coupon?.code).toBe(won.couponCode);
    expect((await eligibility()).message).toBe('COUPON_ALREADY_APPLIED');
    await call(who, 'DELETE', `/coupons/apply?cartId=${cart.id}`);
    expect(await eligibility()).toEqual({
      message: 'COUPON_AVAILABLE',
      couponCode: won.couponCode,
    });
    const twice = await call(who, 'POST', '/spinner');
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('SPIN_NOT_ELIGIBLE');
    // The prize is the winner's: applied again by its winner, refused to anyone else.
    expect((await apply(who, cart.id, won.couponCode)).statusCode).toBe(200);
    const other = await newFamily();
    const otherCart = await openCart(other);
    expect(codeOf(await apply(other, otherCart.id, won.couponCode))).toBe('COUPON_SPIN_ONLY');
    // Once used on a paid order, nothing waits any more: the child may not spin again.
    await t.deps.db.transaction().execute((trx) =>
      redeemCoupon(trx, {
        orgId: ORG,
        code: won.couponCode,
        childId: who.childId,
        orderId: `spin-${who.childId}`,
        now: t.deps.clock(),
      }),
    );
    await call(who, 'DELETE', `/coupons/apply?cartId=${cart.id}`);
    expect((await eligibility()).message).toBe('NOT_ELIGIBLE');
  });

  it('syncs the catalog’s coupons without ever resetting their uses', async () => {
    const store = couponStore(t.deps.db);
    expect(await store.findCoupon(ORG, 'FLAT200')).toMatchObject({ kind: 'flat', value: 20_000 });
    // An operator's change and three uses: a restart keeps both, an import restores the terms.
    await t.deps.db
      .updateTable('coupons')
      .set({ value: 1, used_count: 3 })
      .where('org_id', '=', ORG)
      .where('code', '=', 'FLAT200')
      .execute();
    const sync = (updateTerms: boolean) =>
      syncCatalogCoupons(t.deps.db, t.deps.subscriptionCatalog, {
        now: t.deps.clock(),
        updateTerms,
      });
    await sync(false);
    expect(await store.findCoupon(ORG, 'FLAT200')).toMatchObject({ value: 1, used_count: 3 });
    await sync(true);
    expect(await store.findCoupon(ORG, 'FLAT200')).toMatchObject({ value: 20_000, used_count: 3 });
  });
});
