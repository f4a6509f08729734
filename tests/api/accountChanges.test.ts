import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStore } from '../../server/services/auth/authStore.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const PASSWORD = 'Str0ng#pass';

describe.each(DIALECTS)('account changes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'POST' | 'PUT',
    url: string,
    host: string,
    payload: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { host, ...headers } });

  async function signedUp(host: string, mobile: string): Promise<string> {
    const signUp = await call('POST', '/api/auth/sign-up', host, { mobile, password: PASSWORD });
    if (signUp.statusCode !== 200) throw new Error(signUp.body);
    const code = await latestCode(t.app, host, mobile);
    const verified = await call(
      'POST',
      '/api/auth/verifyOtp',
      host,
      { otp: code },
      { 'x-otp-token': String(signUp.headers['x-otp-token']) },
    );
    return String(verified.headers['x-auth-token']);
  }

  it('moves the account to a new mobile number after a code sent to that number', async () => {
    const token = await signedUp('abhyas.localhost', '9200000001');
    const ask = await call(
      'PUT',
      '/api/auth/update_login',
      'abhyas.localhost',
      { mobile: '9200000002' },
      { 'x-auth-token': token },
    );
    expect(ask.statusCode).toBe(200);
    const code = await latestCode(t.app, 'abhyas.localhost', '9200000002');
    const confirm = await call(
      'POST',
      '/api/auth/update_login',
      'abhyas.localhost',
      { otp: code },
      { 'x-auth-token': token, 'x-otp-token': String(ask.headers['x-otp-token']) },
    );
    expect(
      confirm.json<{ data: { user_details: { mobile: string; mobile_verified: boolean } } }>().data
        .user_details,
    ).toMatchObject({ mobile: '9200000002', mobile_verified: true });
    const signIn = await call('POST', '/api/auth/sign-in', 'abhyas.localhost', {
      mobile: '9200000002',
      password: PASSWORD,
      device_id: 'd',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a number that another account uses', async () => {
    const token = await signedUp('abhyas.localhost', '9200000003');
    await signedUp('abhyas.localhost', '9200000004');
    const ask = await call(
      'PUT',
      '/api/auth/update_login',
      'abhyas.localhost',
      { mobile: '9200000004' },
      { 'x-auth-token': token },
    );
    expect(ask.json<{ code: string }>().code).toBe('ACCOUNT_EXISTS');
  });

  it('sends a parent an invitation by SMS, in the asked language', async () => {
    const token = await signedUp('abhyas.localhost', '9200000005');
    const invite = await call(
      'POST',
      '/api/auth/send-invite?locale=en',
      'abhyas.localhost',
      { mobile: '9200000006', relationship_type: 1 },
      { 'x-auth-token': token },
    );
    expect(invite.statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      headers: { host: 'abhyas.localhost' },
    });
    const sms = outbox
      .json<{ messages: { recipient: string; body: string }[] }>()
      .messages.find((m) => m.recipient === '9200000006');
    expect(sms?.body).toContain('Abhyas');
  });

  it('refuses invitations on a brand that switched them off', async () => {
    // Institutes make their students' accounts themselves, so this one is made in the database.
    const store = authStore(t.deps.db);
    const id = await store.insertUser({
      org_id: 15,
      email: null,
      mobile: '9200000007',
      password_hash: await hashPassword(PASSWORD),
      first_name: 'Anu',
      last_name: '',
      created_at: 0,
    });
    if (id === undefined) throw new Error('the institute account was not made');
    await store.markVerified(id, 'sms');
    const signIn = await call('POST', '/api/auth/sign-in', 'vidya.localhost', {
      mobile: '9200000007',
      password: PASSWORD,
      device_id: 'd',
    });
    const token = String(signIn.headers['x-auth-token']);
    const invite = await call(
      'POST',
      '/api/auth/send-invite',
      'vidya.localhost',
      { mobile: '9200000008', relationship_type: 1 },
      { 'x-auth-token': token },
    );
    expect(invite.json<{ code: string }>().code).toBe('FORBIDDEN');
  });
});
