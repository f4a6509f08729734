import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import abhyasBrand from '../../brands/abhyas/brand.json' with { type: 'json' };
import type { Plan, SubscriptionItem } from '../../domain/contracts/subscriptionPlans.ts';
import { addDuration } from '../../domain/subscription/planValidity.ts';
import { DAY_MS } from '../../domain/timeline/timelinePeriods.ts';
import { authStore } from '../../server/services/auth/authStore.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import type { SubscriptionEvent } from '../../server/services/subscription/subscriptionEvents.ts';
import { activatePaidPlan } from '../../server/services/subscription/subscriptionStore.ts';
import {
  createTestApp,
  DIALECTS,
  familyWithChild,
  signInAgain,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
const BASE = '/api/subscription';
/** The free trial of the brand behind HOST. */
const TRIAL_DAYS = abhyasBrand.trialDays;

describe.each(DIALECTS)('plans and the free trial on %s', (dialect) => {
  let t: TestApp;
  const events: SubscriptionEvent[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { onSubscriptionEvent: (e) => events.push(e) });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, host = HOST) =>
    t.app.inject({
      method,
      url: BASE + url,
      headers: { host, ...(token !== undefined && { 'x-auth-token': token }) },
    });
  const info = async (family: Family, locale = 'en') => {
    const answer = await call('GET', `/subscription/info?locale=${locale}`, family.childToken);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ status: number; data: SubscriptionItem[]; message: string }>();
  };

  it('lists the three plans of a goal in the asked language, priced in paise before GST', async () => {
    const before = t.deps.clock();
    const answer = await call('GET', '/plan?vertical=K12&locale=hi');
    const after = t.deps.clock();
    expect(answer.statusCode).toBe(200);
    const plans = answer.json<{ data: Plan[] }>().data;
    expect(plans.map((p) => [p.id, p.type, p.basePrice, p.duration.value])).toEqual([
      ['k12-achieve-now', 'ACHIEVE_NOW', { value: 49_900, type: 'INR' }, 1],
      ['k12-achieve-sprint', 'ACHIEVE_SPRINT', { value: 199_900, type: 'INR' }, 6],
      ['k12-achieve-unlimited', 'ACHIEVE_UNLIMITED', { value: 299_900, type: 'INR' }, 12],
    ]);
    const [now, sprint] = plans;
    expect(now).toMatchObject({ title: 'अचीव नाउ', gstRateBp: 1800, vertical: 'K12' });
    expect(now?.label).toBeUndefined();
    expect(sprint).toMatchObject({
      label: 'सबसे लोकप्रिय',
      duration: { type: 'MONTH', value: 6, label: '6 महीने' },
    });
    expect(now?.validity).toBeGreaterThanOrEqual(addDuration(before, 'MONTH', 1));
    expect(now?.validity).toBeLessThanOrEqual(addDuration(after, 'MONTH', 1));
  });

  it('answers in English without a locale, per goal, and nothing for a goal it does not sell', async () => {
    const preUg = (await call('GET', '/plan?vertical=PreUG')).json<{ data: Plan[] }>().data;
    expect(preUg.map((p) => p.id)).toEqual([
      'preug-achieve-now',
      'preug-achieve-sprint',
      'preug-achieve-unlimited',
    ]);
    expect(preUg[2]?.title).toBe('Achieve Unlimited');
    const none = await call('GET', '/plan?vertical=Olympiad');
    expect(none.json<{ data: Plan[] }>().data).toEqual([]);
    const missing = await call('GET', '/plan');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('sells on the home brand (its own organisation) and not where monetisation is off', async () => {
    const home = await call('GET', '/plan?vertical=K12', undefined, 'abhyas-home.localhost');
    expect(home.json<{ data: Plan[] }>().data).toHaveLength(3);
    for (const host of ['homework.localhost', 'vidya.localhost']) {
      const plans = await call('GET', '/plan?vertical=K12', undefined, host);
      expect(plans.json<{ data: Plan[] }>().data).toEqual([]);
      const slides = await call('GET', '/carousel/benefit', undefined, host);
      expect(slides.json<{ data: unknown[] }>().data).toEqual([]);
    }
  });

  it('shows the benefits carousel in the asked language', async () => {
    const answer = await call('GET', '/carousel/benefit?locale=ta');
    const slides = answer.json<{ data: { id: string; title: string }[] }>().data;
    expect(slides.map((s) => s.id)).toEqual(['every-lesson', 'practice', 'mock-tests']);
    expect(slides[1]?.title).toBe('எல்லையின்றிப் பயிற்சி செய்யுங்கள்');
  });

  it('gives a profile one free trial for its goal, for the brand’s trial days', async () => {
    const family = await familyWithChild(t, '9300000001');
    expect((await info(family)).data).toEqual([]);
    const before = t.deps.clock();
    const trial = await call('POST', '/free-trial?locale=hi', family.childToken);
    expect(trial.statusCode).toBe(201);
    const item = trial.json<{ data: SubscriptionItem }>().data;
    expect(item).toMatchObject({
      vertical: 'PreUG',
      type: 'TRIAL',
      status: 'ACTIVE',
      planName: 'FREE_TRIAL',
      planTitle: 'मुफ़्त ट्रायल',
      businessType: 'B2C',
      isRenewalEnabled: false,
      duration: { type: 'DAY', value: TRIAL_DAYS },
      founder_note_displayed: false,
    });
    expect(item.validity - before).toBeGreaterThan(TRIAL_DAYS * DAY_MS);
    expect(item.validity - before).toBeLessThan(TRIAL_DAYS * DAY_MS + 1_000);
    const again = await call('POST', '/free-trial', family.childToken);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('TRIAL_USED');
    expect(await info(family, 'hi')).toEqual({ status: 200, data: [item], message: 'OK' });
    expect((await info(family)).data[0]?.planTitle).toBe('Free trial');
  });

  it('gives one trial when two are asked at once', async () => {
    const family = await familyWithChild(t, '9300000002');
    const answers = await Promise.all([
      call('POST', '/free-trial', family.childToken),
      call('POST', '/free-trial', family.childToken),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await info(family)).data).toHaveLength(1);
  });

  it('reads the founder note flag from the profile’s meta', async () => {
    const family = await familyWithChild(t, '9300000003');
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit_profile',
      payload: { meta: { founder_note_displayed: true } },
      headers: { host: HOST, 'x-auth-token': family.token, 'x-child-token': family.childToken },
    });
    await call('POST', '/free-trial', family.childToken);
    const [item] = (await info(family)).data;
    expect(item?.founder_note_displayed).toBe(true);
  });

  it('refuses a trial where the brand sells nothing', async () => {
    const homework = await familyWithChild(
      t,
      '9300000004',
      { goal: 'K12', code: 'cbse-class-10' },
      'homework.localhost',
    );
    const refused = await call('POST', '/free-trial', homework.childToken, 'homework.localhost');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('MONETISATION_OFF');

    // Institutes make their students' accounts themselves, so this one is made in the database.
    const store = authStore(t.deps.db);
    const id = await store.insertUser({
      org_id: 15,
      email: null,
      mobile: '9300000005',
      password_hash: await hashPassword('Str0ng#pass'),
      first_name: 'Anu',
      last_name: '',
      created_at: 0,
    });
    if (id === undefined) throw new Error('the institute account was not made');
    await store.markVerified(id, 'sms');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { mobile: '9300000005', password: 'Str0ng#pass', device_id: 'tests' },
      headers: { host: 'vidya.localhost' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      payload: { first_name: 'Anu', primary_goal: 'PreUG', primary_exam: 'jee-main' },
      headers: { host: 'vidya.localhost', 'x-auth-token': String(signIn.headers['x-auth-token']) },
    });
    const childToken = added.json<{ data: { token: string } }>().data.token;
    const vidya = await call('POST', '/free-trial', childToken, 'vidya.localhost');
    expect(vidya.json<{ code: string }>().code).toBe('MONETISATION_OFF');
  });

  it('refuses a trial to a profile without a goal', async () => {
    const family = await familyWithChild(t, '9300000006');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      payload: { first_name: 'Ravi' },
      headers: { host: HOST, 'x-auth-token': family.token },
    });
    const childToken = added.json<{ data: { token: string } }>().data.token;
    const refused = await call('POST', '/free-trial', childToken);
    expect(refused.json<{ code: string }>().code).toBe('NO_EXAM');
    expect(refused.statusCode).toBe(409);
  });

  it('extends a running plan from its end when a plan is bought, and starts an ended one now', async () => {
    const family = await familyWithChild(t, '9300000007');
    const trial = (await call('POST', '/free-trial', family.childToken)).json<{
      data: SubscriptionItem;
    }>().data;
    const now = t.deps.clock();
    const paid = {
      orgId: 1,
      childId: family.childId,
      vertical: 'PreUG',
      planId: 'preug-achieve-now',
    };
    const until = await t.deps.db
      .transaction()
      .execute((trx) =>
        activatePaidPlan(trx, { ...paid, durationUnit: 'MONTH', durationValue: 1, now }),
      );
    expect(until).toBe(addDuration(trial.validity, 'MONTH', 1));
    const [item] = (await info(family, 'hi')).data;
    expect(item).toMatchObject({
      type: 'PAID',
      status: 'ACTIVE',
      planName: 'ACHIEVE_NOW',
      planTitle: 'अचीव नाउ',
      validity: until,
      duration: { type: 'MONTH', value: 1 },
    });

    const later = until + DAY_MS;
    const renewed = await t.deps.db
      .transaction()
      .execute((trx) =>
        activatePaidPlan(trx, { ...paid, durationUnit: 'YEAR', durationValue: 1, now: later }),
      );
    expect(renewed).toBe(addDuration(later, 'YEAR', 1));
    const rows = await t.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('child_id', '=', family.childId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ starts_at: later, valid_until: renewed, type: 'PAID' });
  });

  it('marks a plan EXPIRED past its validity and tells of it once', async () => {
    const family = await familyWithChild(t, '9300000008');
    const item = (await call('POST', '/free-trial', family.childToken)).json<{
      data: SubscriptionItem;
    }>().data;
    t.advance(TRIAL_DAYS * DAY_MS - 60_000);
    const fresh = await signInAgain(t, '9300000008');
    expect((await info(fresh)).data[0]?.status).toBe('ACTIVE');
    t.advance(60_000);
    const ended = await signInAgain(t, '9300000008');
    expect((await info(ended)).data[0]).toMatchObject({
      status: 'EXPIRED',
      validity: item.validity,
    });
    expect((await info(ended)).data[0]?.status).toBe('EXPIRED');
    const told = events.filter((e) => e.type === 'planExpired' && e.childId === family.childId);
    expect(told).toEqual([
      {
        type: 'planExpired',
        orgId: 1,
        childId: family.childId,
        vertical: 'PreUG',
        validUntil: item.validity,
      },
    ]);
    const again = await call('POST', '/free-trial', ended.childToken);
    expect(again.json<{ code: string }>().code).toBe('TRIAL_USED');
  });
});
