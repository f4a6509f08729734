import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../domain/notifications/Notice.ts';
import type { OtpSender } from '../../server/providers/OtpSender.ts';
import { outboxSender } from '../../server/providers/outboxSender.ts';
import { RATE_POLICIES } from '../../server/rateLimit/ratePolicies.ts';
import { createNotifier } from '../../server/services/notifications/createNotifier.ts';
import { NOTIFICATION_DELIVERY_LEASE_MS } from '../../server/services/notifications/deliverySchedule.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const BASE = '/api/notifications';
const PARENT_EMAIL = 'asha.parent@example.com';
const MINUTE = 60_000;
/** A web subscription of a real push service's shape: stored, never sent to in these tests. */
const WEB_TOKEN = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** The one e-mail/SMS sender of the app: fails while told to, else writes the outbox. */
function switchableSender(): OtpSender & { failing: boolean; inner?: OtpSender; sends: number } {
  const sender = {
    failing: false,
    sends: 0,
    inner: undefined as OtpSender | undefined,
    async send(message: Parameters<OtpSender['send']>[0]) {
      if (sender.failing) throw new Error('mail server down');
      if (!sender.inner) throw new Error('sender not wired');
      sender.sends += 1;
      await sender.inner.send(message);
    },
  };
  return sender;
}

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let t: TestApp;
  let sender: ReturnType<typeof switchableSender>;
  let family: Family;
  let serial = 0;

  const call = (
    who: Family,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      payload,
      headers: { host: HOST, 'x-auth-token': who.childToken },
    });

  const notice = (who: Family, overrides: Partial<Notice> = {}): Notice => ({
    orgId: 1,
    childId: who.childId,
    kind: 'analysisReady',
    dedupeKey: `test-${(serial += 1)}`,
    values: { test: 'JEE Main Mock 1' },
    link: '/mock-test/jee-main-mock-1/analysis',
    ...overrides,
  });

  async function tell(n: Notice) {
    await t.app.notifier.notify(n);
    await t.app.notifier.settled();
  }

  const deliveries = (childId: string, channel: string) =>
    t.deps.db
      .selectFrom('notification_deliveries')
      .selectAll()
      .where('child_id', '=', childId)
      .where('channel', '=', channel)
      .orderBy('created_at')
      .execute();

  const mails = (to: string) =>
    t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', to)
      .where('channel', '=', 'email')
      .execute();

  async function giveEmail(who: Family, email: string) {
    const profile = await t.deps.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', who.childId)
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set({ email }).where('id', '=', profile.user_id).execute();
  }

  beforeEach(async () => {
    sender = switchableSender();
    t = await createTestApp(dialect, { otpSender: sender });
    sender.inner = outboxSender(t.deps.db, t.deps.clock);
    family = await familyWithChild(t, '9300000001');
  });
  afterEach(async () => {
    await t.close();
  });

  it('counts the unread through marks and deletes, each child its own', async () => {
    for (let i = 0; i < 3; i++) await tell(notice(family));
    const unread = async () =>
      (await call(family, 'GET', '/in-app?status=unread')).json<{
        payload: { totalElements: number };
      }>().payload.totalElements;
    expect(await unread()).toBe(3);
    const page = (await call(family, 'GET', '/in-app')).json<{
      payload: { content: { id: string; body: string }[] };
    }>();
    const [first, second] = page.payload.content.map((n) => n.id);
    expect(page.payload.content[0]?.body).toContain('JEE Main Mock 1');

    const mark = (status: string, ids: (string | undefined)[]) =>
      call(family, 'PATCH', '/in-app', { status, in_app_record_ids: ids });
    expect((await mark('read', [first])).json()).toEqual({ payload: { documents_affected: 1 } });
    expect((await mark('read', [first])).json()).toEqual({ payload: { documents_affected: 0 } });
    expect(await unread()).toBe(2);
    expect((await mark('unread', [first])).json()).toEqual({ payload: { documents_affected: 1 } });
    expect(await unread()).toBe(3);

    const other = await familyWithChild(t, '9300000002');
    const othersMark = await call(other, 'PATCH', '/in-app', {
      status: 'read',
      in_app_record_ids: [second],
    });
    expect(othersMark.json()).toEqual({ payload: { documents_affected: 0 } });
    const othersDelete = await call(other, 'DELETE', '/in-app', { in_app_record_ids: [second] });
    expect(othersDelete.json()).toEqual({ payload: { documents_affected: 0 } });
    expect(await unread()).toBe(3);

    const deleted = await call(family, 'DELETE', '/in-app', { in_app_record_ids: [second] });
    expect(deleted.json()).toEqual({ payload: { documents_affected: 1 } });
    expect(await unread()).toBe(2);
    const all = (await call(family, 'GET', '/in-app')).json<{
      payload: { totalElements: number };
    }>();
    expect(all.payload.totalElements).toBe(2);
  });

  it('pages newest first, 8 at a time, until last', async () => {
    for (let i = 0; i < 10; i++) await tell(notice(family, { values: { test: `Paper ${i}` } }));
    type Page = {
      payload: { content: { body: string; createdAt: number }[]; last: boolean; page: number };
    };
    const first = (await call(family, 'GET', '/in-app?page=0')).json<Page>().payload;
    expect(first.content).toHaveLength(8);
    expect(first.last).toBe(false);
    expect(first.content[0]?.body).toContain('Paper 9');
    const times = first.content.map((n) => n.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await call(family, 'GET', '/in-app?page=1')).json<Page>().payload;
    expect(
      second.content.map((n) => n.body.includes('Paper 1') || n.body.includes('Paper 0')),
    ).toEqual([true, true]);
    expect(second.last).toBe(true);
    expect(second.page).toBe(1);
  });

  it('keeps preferences, and a channel turned off is not sent on', async () => {
    const got = await call(family, 'GET', '/preferences');
    expect(got.json()).toEqual({
      payload: {
        common: { IA: true, EM: true, PN: true, SMS: false, WA: false },
        unavailable: ['WA'],
      },
    });
    await giveEmail(family, PARENT_EMAIL);
    await tell(notice(family));
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);

    const off = await call(family, 'POST', '/preferences', { channel: 'EM', enable: false });
    expect(off.json<{ payload: { common: { EM: boolean } } }>().payload.common.EM).toBe(false);
    expect(
      (await call(family, 'GET', '/preferences')).json<{ payload: { common: { EM: boolean } } }>()
        .payload.common.EM,
    ).toBe(false);
    await tell(notice(family));
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);

    // WhatsApp may be chosen, but it is skipped as not configured, never pretended sent.
    await call(family, 'POST', '/preferences', { channel: 'WA', enable: true });
    await tell(notice(family));
    const wa = await deliveries(family.childId, 'WA');
    expect(wa.map((d) => [d.status, d.reason])).toEqual([['skipped', 'not-configured']]);
    // A child without e-mail on the account: EM back on, skipped with its reason.
    const other = await familyWithChild(t, '9300000003');
    await tell(notice(other));
    expect((await deliveries(other.childId, 'EM')).map((d) => d.reason)).toEqual(['no-address']);
  });

  it('stores and clears a push subscription, refusing what is none', async () => {
    const saved = await call(family, 'POST', '/fcm-token', {
      notification_token: WEB_TOKEN,
      platform: 'web',
      device_id: 'browser-1',
    });
    expect(saved.json()).toEqual({ payload: { saved: true } });
    // The same device again keeps one row.
    await call(family, 'POST', '/fcm-token', {
      notification_token: WEB_TOKEN,
      device_id: 'browser-1',
    });
    const rows = await t.deps.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('child_id', '=', family.childId)
      .execute();
    expect(rows.map((r) => [r.device_id, r.platform])).toEqual([['browser-1', 'web']]);

    const wrongHost = WEB_TOKEN.replace('fcm.googleapis.com', 'example.com');
    for (const token of ['not json', wrongHost, WEB_TOKEN.replace('https:', 'http:')]) {
      const refused = await call(family, 'POST', '/fcm-token', { notification_token: token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('PUSH_TOKEN_INVALID');
    }
    const cleared = await call(family, 'DELETE', '/fcm-token', { notification_token: WEB_TOKEN });
    expect(cleared.json()).toEqual({ payload: { documents_affected: 1 } });
    const again = await call(family, 'DELETE', '/fcm-token', { notification_token: WEB_TOKEN });
    expect(again.json()).toEqual({ payload: { documents_affected: 0 } });
    const key = await t.app.inject({
      method: 'GET',
      url: `${BASE}/push/public-key`,
      headers: { host: HOST },
    });
    expect(key.json()).toEqual({ payload: { publicKey: t.app.notifier.pushPublicKey } });
  });

  it('notifies once for a notice told twice', async () => {
    await giveEmail(family, PARENT_EMAIL);
    const once = notice(family, { dedupeKey: 'analysis:session-1' });
    await tell(once);
    await tell({ ...once, values: { test: 'Told again' } });
    const list = (await call(family, 'GET', '/in-app')).json<{
      payload: { totalElements: number };
    }>();
    expect(list.payload.totalElements).toBe(1);
    expect(await deliveries(family.childId, 'EM')).toHaveLength(1);
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
  });

  it('sends a message queued while the sender fails exactly once after it recovers', async () => {
    await giveEmail(family, PARENT_EMAIL);
    sender.failing = true;
    sender.sends = 0;
    await tell(notice(family));
    const [failed] = await deliveries(family.childId, 'EM');
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'mail server down',
    });
    sender.failing = false;
    // Not before its retry time.
    expect(await t.app.notifier.deliverDue(t.deps.clock())).toBe(0);
    t.advance(MINUTE + 1);
    expect(await t.app.notifier.deliverDue(t.deps.clock())).toBe(1);
    t.advance(60 * MINUTE);
    expect(await t.app.notifier.deliverDue(t.deps.clock())).toBe(0);
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
    expect(sender.sends).toBe(1);
    const [sent] = await deliveries(family.childId, 'EM');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends again a row whose process died while sending (its lease ran out)', async () => {
    await giveEmail(family, PARENT_EMAIL);
    sender.failing = true;
    await tell(notice(family));
    sender.failing = false;
    // As a process leaves it when it dies after claiming: sending, leased for a while.
    const now = t.deps.clock();
    await t.deps.db
      .updateTable('notification_deliveries')
      .set({
        status: 'sending',
        lease_until: now + NOTIFICATION_DELIVERY_LEASE_MS,
        next_attempt_at: now,
      })
      .where('child_id', '=', family.childId)
      .where('channel', '=', 'EM')
      .execute();
    expect(await t.app.notifier.deliverDue(t.deps.clock())).toBe(0);
    t.advance(NOTIFICATION_DELIVERY_LEASE_MS + 1);
    expect(await t.app.notifier.deliverDue(t.deps.clock())).toBe(1);
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
    expect((await deliveries(family.childId, 'EM'))[0]?.status).toBe('sent');
  });

  it('sends a due row once when two processes deliver at the same time', async () => {
    await giveEmail(family, PARENT_EMAIL);
    sender.failing = true;
    sender.sends = 0;
    await tell(notice(family));
    sender.failing = false;
    t.advance(MINUTE + 1);
    // Another server copy on the same database.
    const other = createNotifier(t.deps, { sweeps: [] });
    const now = t.deps.clock();
    const claimed = await Promise.all([
      t.app.notifier.deliverDue(now),
      other.deliverDue(now),
      t.app.notifier.deliverDue(now),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sender.sends).toBe(1);
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
  });

  it('notifies what a sweep finds due, once however often it is asked', async () => {
    await giveEmail(family, PARENT_EMAIL);
    const due = notice(family, { kind: 'planExpiring', values: { days: 3 }, dedupeKey: 'plan:1' });
    const asked: number[] = [];
    const swept = createNotifier(t.deps, {
      sweeps: [
        (now) => {
          asked.push(now);
          return Promise.resolve([due]);
        },
      ],
    });
    await swept.sweep(t.deps.clock());
    await swept.sweep(t.deps.clock());
    await swept.settled();
    expect(asked).toHaveLength(2);
    const list = (await call(family, 'GET', '/in-app')).json<{
      payload: { totalElements: number };
    }>();
    expect(list.payload.totalElements).toBe(1);
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
  });

  it('finishes telling a notice before it stops, as a server does when it shuts down', async () => {
    await giveEmail(family, PARENT_EMAIL);
    const stopping = createNotifier(t.deps, { sweeps: [] });
    // Told after an answer has gone, as a payment's notice is: nobody awaits it.
    void stopping.notify(notice(family));
    await stopping.stop();
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
  });

  it('keeps a notice out of the inbox when IA is off, and still sends it on', async () => {
    await giveEmail(family, PARENT_EMAIL);
    await call(family, 'POST', '/preferences', { channel: 'IA', enable: false });
    await tell(notice(family));
    const list = (await call(family, 'GET', '/in-app')).json<{
      payload: { totalElements: number };
    }>();
    expect(list.payload.totalElements).toBe(0);
    expect(await mails(PARENT_EMAIL)).toHaveLength(1);
  });

  it('skips, and does not retry, what is over the daily caps', async () => {
    await giveEmail(family, PARENT_EMAIL);
    const cap = RATE_POLICIES.noticePerRecipientDaily.limit;
    for (let i = 0; i <= cap; i++) await tell(notice(family));
    const rows = await deliveries(family.childId, 'EM');
    expect(rows.filter((d) => d.status === 'sent')).toHaveLength(cap);
    expect(rows.at(-1)).toMatchObject({ status: 'skipped', reason: 'capped' });
    t.advance(60 * MINUTE);
    expect(await t.app.notifier.deliverDue(t.deps.clock())).toBe(0);
    expect(await mails(PARENT_EMAIL)).toHaveLength(cap);
  });
});
