import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_POLICIES } from '../../server/rateLimit/ratePolicies.ts';
import { createTestApp, DIALECTS, familyWithChild, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const PASSWORD = 'Str0ng#pass';
const OTHER_PASSWORD = 'Anoth3r#pass';
/** 200 sign-ups, each hashing a password and verifying a code: longer than one test's default. */
const SCHOOL_TIMEOUT_MS = 180_000;

interface From {
  ip?: string;
  device?: string;
  headers?: Record<string, string>;
}

/** The attacks of the trust review (issue 11), each replayed against a fresh app per dialect. */
describe.each(DIALECTS)('accounts under attack on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, from: From = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: from.ip ?? '127.0.0.1',
      headers: {
        host: HOST,
        ...(from.device && { 'x-browser-id': from.device }),
        ...from.headers,
      },
    });
  const code = (reply: LightMyRequestResponse) => reply.json<{ code?: string }>().code;
  const signUp = (mobile: string, from: From = {}, password = PASSWORD) =>
    post('/api/auth/sign-up', { mobile, password }, from);
  const verify = async (mobile: string, signedUp: LightMyRequestResponse, from: From = {}) =>
    post(
      '/api/auth/verifyOtp',
      { otp: await latestCode(t.app, HOST, mobile) },
      { ...from, headers: { 'x-otp-token': String(signedUp.headers['x-otp-token']) } },
    );
  const signIn = (mobile: string, password: string, from: From = {}) =>
    post('/api/auth/sign-in', { mobile, password, device_id: 'tests' }, from);

  it('counts wrong passwords by the real address, whatever X-Forwarded-For says', async () => {
    const ip = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < RATE_POLICIES.signInFailuresPerIp.limit + 10; i++) {
      const reply = await signIn(`91000${String(i).padStart(5, '0')}`, 'Wr0ng#pass', {
        ip,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, RATE_POLICIES.signInFailuresPerIp.limit)).toEqual(
      Array<number>(RATE_POLICIES.signInFailuresPerIp.limit).fill(401),
    );
    expect(new Set(statuses.slice(RATE_POLICIES.signInFailuresPerIp.limit + 1))).toEqual(
      new Set([429]),
    );
  });

  it(
    'lets a whole school sign up from one address, each student entering their code',
    async () => {
      const school = '198.51.100.20';
      const STUDENTS = 200;
      const answers = [];
      for (let i = 0; i < STUDENTS; i++) {
        const mobile = `92000${String(i).padStart(5, '0')}`;
        const from = { ip: school, device: `student-phone-${i}` };
        const signedUp = await signUp(mobile, from);
        expect(signedUp.statusCode, signedUp.body).toBe(200);
        answers.push((await verify(mobile, signedUp, from)).statusCode);
      }
      expect(answers).toEqual(Array<number>(STUDENTS).fill(200));
    },
    SCHOOL_TIMEOUT_MS,
  );

  it('stops one address pumping codes to numbers it does not own, however it names its devices', async () => {
    const attacker = '192.0.2.66';
    const statuses = [];
    for (let i = 0; i < RATE_POLICIES.messageUnconfirmedPerIp.limit + 5; i++)
      statuses.push(
        (await signUp(`93000${String(i).padStart(5, '0')}`, { ip: attacker, device: `d${i}` }))
          .statusCode,
      );
    const allowed = RATE_POLICIES.messageUnconfirmedPerIp.limit;
    expect(statuses.slice(0, allowed)).toEqual(Array<number>(allowed).fill(200));
    expect(new Set(statuses.slice(allowed))).toEqual(new Set([429]));
  });

  it('stops one device asking for codes again and again', async () => {
    const from = { ip: '192.0.2.67', device: 'one-phone' };
    const statuses = [];
    for (let i = 0; i < RATE_POLICIES.messagePerDevice.limit + 3; i++)
      statuses.push((await signUp(`93100${String(i).padStart(5, '0')}`, from)).statusCode);
    const allowed = RATE_POLICIES.messagePerDevice.limit;
    expect(statuses.slice(0, allowed)).toEqual(Array<number>(allowed).fill(200));
    expect(new Set(statuses.slice(allowed))).toEqual(new Set([429]));
  });

  it('caps the invites one account sends in a day, whatever the numbers', async () => {
    const family = await familyWithChild(t, '9310099999');
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const reply = await post(
        '/api/auth/send-invite',
        { mobile: `94100${String(i).padStart(5, '0')}`, relationship_type: 1 },
        { ip: `192.0.2.${100 + i}`, device: `d${i}`, headers: { 'x-auth-token': family.token } },
      );
      statuses.push(reply.statusCode);
    }
    // The parent's own sign-up code was the account's first message of the day.
    const allowed = RATE_POLICIES.messagePerAccountDaily.limit - 1;
    expect(statuses.slice(0, allowed)).toEqual(Array<number>(allowed).fill(200));
    expect(new Set(statuses.slice(allowed))).toEqual(new Set([429]));
  });

  it('makes no account for a sign-up it refuses', async () => {
    const from = { ip: '192.0.2.70', device: 'burst' };
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signUp(`96000${String(i).padStart(5, '0')}`, from)),
    );
    const made = replies.filter((r) => r.statusCode === 200).length;
    expect(made).toBe(RATE_POLICIES.messagePerDevice.limit);
    const rows = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('mobile', 'like', '96000%')
      .execute();
    expect(rows).toHaveLength(made);
  });

  it('lets an unverified account do nothing but verify, and gives the number back to its owner', async () => {
    const mobile = '9700000001';
    // Someone types another person's number, never verifies, and signs in.
    const squatted = await signUp(mobile, { device: 'squatter' }, OTHER_PASSWORD);
    expect(squatted.statusCode).toBe(200);
    const squatter = await signIn(mobile, OTHER_PASSWORD);
    expect(squatter.statusCode).toBe(200);
    expect(squatter.json<{ data: { linked_profiles: unknown[] } }>().data.linked_profiles).toEqual(
      [],
    );
    const squatterToken = String(squatter.headers['x-auth-token']);
    const added = await post(
      '/api/auth/add_profile',
      { first_name: 'Not Mine', primary_goal: 'PreUG', primary_exam: 'jee-main' },
      { headers: { 'x-auth-token': squatterToken } },
    );
    expect(added.statusCode).toBe(403);
    expect(code(added)).toBe('ACCOUNT_NOT_VERIFIED');
    // The owner signs up with their own number: no ACCOUNT_EXISTS, a code to their phone.
    const owner = await signUp(mobile, { device: 'owner' });
    expect(owner.statusCode).toBe(200);
    expect((await verify(mobile, owner)).statusCode).toBe(200);
    expect((await signIn(mobile, PASSWORD)).statusCode).toBe(200);
    expect(code(await signIn(mobile, OTHER_PASSWORD))).toBe('INVALID_CREDENTIALS');
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/auth/connected_profiles',
      headers: { host: HOST, 'x-auth-token': squatterToken },
    });
    expect(ended.statusCode).toBe(401);
    // Verified now: a sign-up with it is refused.
    expect(code(await signUp(mobile))).toBe('ACCOUNT_EXISTS');
  });

  it('counts old-password checks and sign-ins against one account together', async () => {
    const mobile = '9700000002';
    const family = await familyWithChild(t, mobile);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn(mobile, 'Wr0ng#pass', { ip: `192.0.2.${200 + i}` })).statusCode);
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/auth/update_password',
            payload: { old_password: 'Wr0ng#pass', new_password: OTHER_PASSWORD },
            headers: { host: HOST, 'x-auth-token': family.token },
          })
        ).statusCode,
      );
    const limit = RATE_POLICIES.signInPerAccount.limit;
    expect(statuses.slice(0, limit)).toEqual(Array<number>(limit).fill(401));
    expect(statuses[limit]).toBe(429);
  });

  it('resets a password once per verified code', async () => {
    const mobile = '9700000003';
    await familyWithChild(t, mobile);
    const sent = await post('/api/auth/send_password_reset_otp', { mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await post(
      '/api/auth/verify_password_reset_otp',
      { otp: await latestCode(t.app, HOST, mobile) },
      { headers: { 'x-otp-token': String(sent.headers['x-otp-token']) } },
    );
    const resetToken = String(verified.headers['x-reset-token']);
    const reset = (password: string) =>
      post(
        '/api/auth/reset_password',
        { new_password: password },
        {
          headers: { 'x-reset-token': resetToken },
        },
      );
    expect((await reset(OTHER_PASSWORD)).statusCode).toBe(200);
    const again = await reset('Th1rd#pass');
    expect(again.statusCode).toBe(401);
    expect((await signIn(mobile, OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it('limits account look-ups from one device, so accounts cannot be listed', async () => {
    const from = { ip: '192.0.2.90', device: 'walker' };
    const statuses = [];
    for (let i = 0; i < RATE_POLICIES.existsPerDevice.limit + 2; i++)
      statuses.push(
        (await post('/api/auth/exists', { identifier: `98000${String(i).padStart(5, '0')}` }, from))
          .statusCode,
      );
    expect(statuses.slice(RATE_POLICIES.existsPerDevice.limit)).toEqual([429, 429]);
    expect(statuses.slice(0, RATE_POLICIES.existsPerDevice.limit).every((s) => s === 252)).toBe(
      true,
    );
  });
  it('caps what one organisation spends on messages in a day (run last: it spends the day)', async () => {
    const { limit, windowMs, name } = RATE_POLICIES.messagePerOrganisationDaily;
    // The day's messages so far, counted at once rather than sent one by one.
    await t.deps.rateLimiter.hit(`${name}:15`, limit, windowMs, limit);
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up',
            payload: { mobile: `95100${String(i).padStart(5, '0')}`, password: PASSWORD },
            headers: { host: HOST },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200]);
    await t.deps.rateLimiter.hit(`${name}:1`, limit, windowMs, limit);
    expect((await signUp('9510000009')).statusCode).toBe(429);
  });
});
