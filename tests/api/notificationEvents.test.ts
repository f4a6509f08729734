import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Checkout } from '../../domain/contracts/orders.ts';
import type { TestEvent, TestSession } from '../../domain/contracts/mockTests.ts';
import type { Notification } from '../../domain/contracts/notifications.ts';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import { analysisHref, runnerHref } from '../../domain/mockTests/testLinks.ts';
import { INVITE_PARENT_PATH } from '../../domain/notifications/noticeLinks.ts';
import { PRACTICE_HOME_PATH } from '../../domain/practice/practiceLinks.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import {
  ORDERS_PATH,
  PLAN_ENDED_PATH,
  PLANS_PATH,
} from '../../domain/subscription/subscriptionPaths.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../domain/timeline/timelinePeriods.ts';
import { SANDBOX_PAYMENTS } from '../../server/providers/payments/paymentSettings.ts';
import { PLAN_EXPIRING_NOTICE_DAYS } from '../../server/services/subscription/planNotices.ts';
import type { SubscriptionEvent } from '../../server/services/subscription/subscriptionEvents.ts';
import { activatePaidPlan } from '../../server/services/subscription/subscriptionStore.ts';
import {
  callAsChild,
  createTestApp,
  demoBank,
  DIALECTS,
  familyWithChild,
  latestCode,
  signInAgain,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
const JEE_MOCK = 'jee-main-mock-1';
/** The demo pack's scheduled test: copies of it with moments near the test clock are made here. */
const SCHEDULED_TEMPLATE = 'jee-main-weekly-physics';
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const PAID_PLAN = 'preug-achieve-now';

describe.each(DIALECTS)('what notifies, on %s', (dialect) => {
  let t: TestApp;
  let bank: Map<string, BankQuestion>;
  const events: SubscriptionEvent[] = [];
  let serial = 0;
  const mobile = () =>
    `93${String(dialect === 'sqlite' ? 1 : 2)}${String(++serial).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      payments: SANDBOX_PAYMENTS,
      onSubscriptionEvent: (e) => events.push(e),
    });
    bank = await demoBank();
  });
  afterAll(async () => {
    await t.close();
  });

  const noticesOf = (childId: string, kind: string) =>
    t.deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('child_id', '=', childId)
      .where('kind', '=', kind)
      .execute();
  const sweep = async () => {
    await t.app.notifier.sweep(t.deps.clock());
    await t.app.notifier.settled();
  };
  const testCall = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/test', who, method, url, payload);
  const startTest = async (who: Family, code: string) => {
    const reply = await testCall(who, 'POST', `/v1/test/${encodeURIComponent(code)}/session`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: TestSession }>().data;
  };
  const submitTest = async (who: Family, sessionId: string) => {
    const freeze = {
      id: `freeze-${sessionId}`,
      sequence: 1,
      t: t.deps.clock(),
      section: null,
      question_code: null,
      event_type: 'freeze',
      event_info: { reason: 'submit' },
    } as TestEvent;
    const reply = await testCall(who, 'POST', `/v1/test/${sessionId}/events`, {
      events: [freeze],
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  /** Starts the child's free trial, as the shell does on first sign-in. */
  async function startTrial(who: { childToken: string }) {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/free-trial?locale=en',
      headers: { host: HOST, 'x-auth-token': who.childToken },
    });
    expect(trial.statusCode, trial.body).toBe(201);
  }

  /** A copy of the pack's scheduled test under `code`, its moments `at` ms from now. */
  async function scheduledTest(
    code: string,
    at: {
      visible: number;
      start: number;
      lock: number;
      end: number;
      key: number;
      solution: number;
    },
  ) {
    const template = await t.deps.db
      .selectFrom('tests as s')
      .innerJoin('test_versions as v', (j) =>
        j.onRef('v.code', '=', 's.code').onRef('v.version', '=', 's.version'),
      )
      .select(['s.type', 's.goal_code', 's.exam_code', 'v.content'])
      .where('s.code', '=', SCHEDULED_TEMPLATE)
      .executeTakeFirstOrThrow();
    const now = t.deps.clock();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const content = {
      ...(JSON.parse(template.content) as Record<string, unknown>),
      code,
      title: { en: `Weekly ${code}`, hi: `साप्ताहिक ${code}` },
      schedule: {
        visibleToStudentsAt: iso(at.visible),
        studentCanStartAt: iso(at.start),
        lockForAttemptAt: iso(at.lock),
        autoSubmitAt: iso(at.end),
        answerKeyPublishAt: iso(at.key),
        solutionPublishAt: iso(at.solution),
      },
    };
    await t.deps.db
      .insertInto('tests')
      .values({
        code,
        type: template.type,
        goal_code: template.goal_code,
        exam_code: template.exam_code,
        version: 1,
        visible_at: now + at.visible,
        position: 1000 + serial,
      })
      .execute();
    await t.deps.db
      .insertInto('test_versions')
      .values({ code, version: 1, content: JSON.stringify(content) })
      .execute();
  }

  it('tells a submitted unscheduled test’s analysis once, in the inbox, with its link', async () => {
    const asha = await familyWithChild(t, mobile());
    const session = await startTest(asha, JEE_MOCK);
    await submitTest(asha, session.id);
    await submitTest(asha, session.id);
    await t.app.notifier.settled();
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/in-app?locale=en',
      headers: { host: HOST, 'x-auth-token': asha.childToken },
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const content = inbox.json<{ payload: { content: Notification[] } }>().payload.content;
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({
      kind: 'analysisReady',
      status: 'unread',
      link: analysisHref(JEE_MOCK, session.id),
      title: 'Your analysis is ready',
    });
    expect(content[0]?.body).toContain('JEE Main');
  });

  it('tells the 10th right answer in practice as a milestone, once', async () => {
    const ravi = await familyWithChild(t, mobile());
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      callAsChild(t, '/api/practice', ravi, method, url, payload);
    const started = await call('POST', '/v1/practice/session', {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    const answerOne = async () => {
      const next = await call('GET', `/v1/practice/${session}/question?action=nextQuestion`);
      expect(next.statusCode, next.body).toBe(200);
      const { code } = next.json<{ data: { question: PracticeQuestion } }>().data.question;
      const reply = await call('POST', `/v1/practice/${session}/question/${code}`, {
        event: 'submit',
        at: Date.now(),
        time_spent: 30,
        answer: keyAsAnswer(bank.get(code) as BankQuestion),
      });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    for (let i = 0; i < 9; i++) await answerOne();
    await t.app.notifier.settled();
    expect(await noticesOf(ravi.childId, 'practiceMilestone')).toHaveLength(0);
    await answerOne();
    await answerOne();
    await t.app.notifier.settled();
    const told = await noticesOf(ravi.childId, 'practiceMilestone');
    expect(told.map((n) => [n.dedupe_key, JSON.parse(n.notice_values) as unknown, n.link])).toEqual(
      [['practiceMilestone:10', { count: 10 }, PRACTICE_HOME_PATH]],
    );
  });

  it('tells the inviter’s children when the invited mobile makes an account, once', async () => {
    const inviter = await familyWithChild(t, mobile());
    const bystander = await familyWithChild(t, mobile());
    const parentMobile = mobile();
    for (let i = 0; i < 2; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-invite?locale=en',
        payload: { mobile: parentMobile, relationship_type: 1 },
        headers: { host: HOST, 'x-auth-token': inviter.token },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    expect(await noticesOf(inviter.childId, 'inviteAccepted')).toHaveLength(0);
    // The parent signs up with the invited number and enters the code.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { mobile: parentMobile, password: 'Str0ng#pass' },
      headers: { host: HOST },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      payload: { otp: await latestCode(t.app, HOST, parentMobile) },
      headers: { host: HOST, 'x-otp-token': String(signUp.headers['x-otp-token']) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    await t.app.notifier.settled();
    const told = await noticesOf(inviter.childId, 'inviteAccepted');
    expect(told.map((n) => n.link)).toEqual([INVITE_PARENT_PATH]);
    expect(await noticesOf(bystander.childId, 'inviteAccepted')).toHaveLength(0);
  });

  it('tells a paid order’s payment, and still tells the deployment’s listener', async () => {
    const who = await familyWithChild(t, mobile());
    const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
      t.app.inject({
        method,
        url: `/api/subscription${url}`,
        payload,
        headers: { host: HOST, 'x-auth-token': who.childToken, ...headers },
      });
    const opened = await call('POST', '/cart', { planId: PAID_PLAN });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    const cartId = opened.json<{ data: { id: string } }>().data.id;
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
      { 'idempotency-key': `notice-pay-${dialect}` },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { orderId, checkout } = created.json<{ orderId: string; checkout: Checkout }>();
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const formHeaders = { host: HOST, 'content-type': 'application/x-www-form-urlencoded' };
    const page = await t.app.inject({
      method: 'POST',
      url: checkout.action,
      headers: formHeaders,
      payload: form(checkout.fields),
    });
    const success = [...page.body.matchAll(/<form[^>]*action="([^"]+)">(.*?)<\/form>/g)]
      .map(([, action, inner]) => ({
        action: action ?? '',
        fields: Object.fromEntries(
          [...(inner ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(
            ([, k, v]): [string, string] => [k ?? '', v ?? ''],
          ),
        ),
      }))
      .find((f) => f.fields.outcome === 'SUCCESS' && f.fields.method === 'upi');
    if (!success) throw new Error('the sandbox page offers no success');
    const back = await t.app.inject({
      method: 'POST',
      url: success.action,
      headers: formHeaders,
      payload: form(success.fields),
    });
    expect(back.statusCode, back.body).toBe(303);
    await vi.waitFor(async () => {
      const told = await noticesOf(who.childId, 'paymentSucceeded');
      expect(told.map((n) => [n.dedupe_key, n.link])).toEqual([
        [`paymentSucceeded:${orderId}`, ORDERS_PATH],
      ]);
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'paymentSucceeded', orderId, childId: who.childId }),
    );
  });

  it('tells a scheduled test’s opening once to its exam’s children who have not started it', async () => {
    const jee = await familyWithChild(t, mobile());
    const neet = await familyWithChild(t, mobile(), { goal: 'PreUG', code: 'neet-ug' });
    const code = `opening-${dialect}`;
    await scheduledTest(code, {
      visible: -HOUR_MS,
      start: 20 * MINUTE_MS,
      lock: 2 * HOUR_MS,
      end: 3 * HOUR_MS,
      key: 4 * HOUR_MS,
      solution: 5 * HOUR_MS,
    });
    await sweep();
    await sweep();
    const told = await noticesOf(jee.childId, 'testOpening');
    expect(told.map((n) => [n.link, JSON.parse(n.notice_values) as unknown])).toEqual([
      [runnerHref(code), { test: `Weekly ${code}`, minutes: 20 }],
    ]);
    expect(await noticesOf(neet.childId, 'testOpening')).toHaveLength(0);
  });

  it('tells a scheduled test’s finishers when its solutions are out, not at submit', async () => {
    // An hour on: the sign-ups above used up one device's hourly codes (messagePerDevice).
    t.advance(HOUR_MS);
    const sita = await familyWithChild(t, mobile());
    const code = `released-${dialect}`;
    await scheduledTest(code, {
      visible: -2 * HOUR_MS,
      start: -HOUR_MS,
      lock: HOUR_MS,
      end: 2 * HOUR_MS,
      key: 3 * HOUR_MS,
      solution: 4 * HOUR_MS,
    });
    const session = await startTest(sita, code);
    await submitTest(sita, session.id);
    await sweep();
    expect(await noticesOf(sita.childId, 'analysisReady')).toHaveLength(0);
    expect(await noticesOf(sita.childId, 'solutionsReleased')).toHaveLength(0);
    t.advance(4 * HOUR_MS + MINUTE_MS);
    await sweep();
    await sweep();
    const told = await noticesOf(sita.childId, 'solutionsReleased');
    expect(told.map((n) => n.link)).toEqual([analysisHref(code, session.id)]);
  });

  it('warns of a plan with 3 days left once per end, again after an extension', async () => {
    const number = mobile();
    let who = await familyWithChild(t, number);
    await startTrial(who);
    // A new 7-day trial is not told it is ending.
    await sweep();
    expect(await noticesOf(who.childId, 'planExpiring')).toHaveLength(0);
    t.advance((7 - PLAN_EXPIRING_NOTICE_DAYS) * DAY_MS + MINUTE_MS);
    await sweep();
    await sweep();
    let told = await noticesOf(who.childId, 'planExpiring');
    expect(told.map((n) => [n.link, JSON.parse(n.notice_values) as unknown])).toEqual([
      [PLANS_PATH, { days: PLAN_EXPIRING_NOTICE_DAYS }],
    ]);
    // Bought three more days: the new end is outside the window until the clock comes near it.
    await activatePaidPlan(t.deps.db, {
      orgId: 1,
      childId: who.childId,
      vertical: 'PreUG',
      planId: PAID_PLAN,
      durationUnit: 'DAY',
      durationValue: 3,
      now: t.deps.clock(),
    });
    await sweep();
    expect(await noticesOf(who.childId, 'planExpiring')).toHaveLength(1);
    t.advance(3 * DAY_MS);
    await sweep();
    await sweep();
    told = await noticesOf(who.childId, 'planExpiring');
    expect(told).toHaveLength(2);
    expect(new Set(told.map((n) => n.dedupe_key)).size).toBe(2);
    who = await signInAgain(t, number);
    expect(who.childId).toBe(told[0]?.child_id);
  });

  it('tells a plan that ended with nobody reading it, once, and to the listener', async () => {
    const number = mobile();
    const who = await familyWithChild(t, number);
    await startTrial(who);
    t.advance(7 * DAY_MS + HOUR_MS);
    await sweep();
    await sweep();
    const told = await noticesOf(who.childId, 'planExpired');
    expect(told.map((n) => n.link)).toEqual([PLAN_ENDED_PATH]);
    const expiries = () =>
      events.filter((e) => e.type === 'planExpired' && e.childId === who.childId);
    expect(expiries()).toHaveLength(1);
    // A read now finds it told already: no second event, no second notice.
    const again = await signInAgain(t, number);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/subscription/info',
      headers: { host: HOST, 'x-auth-token': again.childToken },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.body).toContain('EXPIRED');
    await t.app.notifier.settled();
    expect(expiries()).toHaveLength(1);
    expect(await noticesOf(who.childId, 'planExpired')).toHaveLength(1);
  });
});
