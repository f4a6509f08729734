import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const MOBILE = '9876543210';
const PASSWORD = 'Str0ng#pass';

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { host: HOST, ...headers } });

  let token = '';
  let refresh = '';

  it('says 252 for an unknown mobile', async () => {
    const answer = await call('POST', '/api/auth/exists?locale=en', { identifier: MOBILE });
    expect(answer.statusCode).toBe(252);
  });

  it('signs up by mobile, verifies with the code from the outbox and signs in', async () => {
    const signUp = await call('POST', '/api/auth/sign-up?locale=en', {
      mobile: MOBILE,
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json<{ data: { status: number } }>().data.status).toBe(201);
    const otpToken = String(signUp.headers['x-otp-token']);

    expect((await call('POST', '/api/auth/exists', { identifier: MOBILE })).statusCode).toBe(251);

    const code = await latestCode(t.app, HOST, MOBILE);
    const verify = await call(
      'POST',
      '/api/auth/verifyOtp',
      { otp: code },
      { 'x-otp-token': otpToken },
    );
    expect(verify.statusCode).toBe(200);
    expect(
      verify.json<{ data: { user_details: { mobile_verified: boolean } } }>().data.user_details
        .mobile_verified,
    ).toBe(true);
    token = String(verify.headers['x-auth-token']);
    refresh = String(verify.headers['x-refresh-token']);
    expect(token).toMatch(/^v1\./);

    expect((await call('POST', '/api/auth/exists', { identifier: MOBILE })).statusCode).toBe(200);
  });

  it('refuses a second sign-up with the same mobile', async () => {
    const again = await call('POST', '/api/auth/sign-up', { mobile: MOBILE, password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ACCOUNT_EXISTS', message: expect.any(String) as string });
  });

  it('refuses a profile whose goal and exam are not a pair of the exam list', async () => {
    for (const pair of [
      { primary_goal: 'K12', primary_exam: 'jee-main' },
      { primary_goal: 'PreUG', primary_exam: 'no-such-exam' },
      { primary_exam: 'jee-main' },
    ]) {
      const added = await call(
        'POST',
        '/api/auth/add_profile',
        { first_name: 'Asha Rao', ...pair },
        { 'x-auth-token': token },
      );
      expect([added.statusCode, added.json<{ code: string }>().code]).toEqual([
        400,
        'EXAM_NOT_OFFERED',
      ]);
    }
  });

  it('adds two child profiles and lists them with their own tokens', async () => {
    for (const name of ['Asha Rao', 'Ravi Rao']) {
      const added = await call(
        'POST',
        '/api/auth/add_profile',
        { first_name: name, primary_goal: 'PreUG', primary_exam: 'jee-main' },
        { 'x-auth-token': token },
      );
      expect(added.statusCode).toBe(200);
    }
    const connected = await call('GET', '/api/auth/connected_profiles', undefined, {
      'x-auth-token': token,
    });
    const { linked_profiles } = connected.json<{
      data: {
        linked_profiles: { id: string; token: string; profile_details: { first_name: string } }[];
      };
    }>().data;
    expect(linked_profiles.map((p) => p.profile_details.first_name)).toEqual([
      'Asha Rao',
      'Ravi Rao',
    ]);

    const child = linked_profiles[1];
    const edited = await call(
      'PUT',
      '/api/auth/edit_profile',
      { locale: 'hi', video_quality: '480p' },
      { 'x-auth-token': token, 'x-child-token': child?.token ?? '' },
    );
    expect(edited.statusCode).toBe(200);
    expect(
      edited.json<{ data: { profile_details: { locale: string } } }>().data.profile_details.locale,
    ).toBe('hi');
  });

  it('rotates refresh tokens, and a replayed one ends the login', async () => {
    const first = await call('GET', '/api/auth/refresh-token', undefined, {
      'x-refresh-token': refresh,
    });
    expect(first.statusCode).toBe(200);
    const replay = await call('GET', '/api/auth/refresh-token', undefined, {
      'x-refresh-token': refresh,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ code: string }>().code).toBe('SESSION_REVOKED');
    const next = await call('GET', '/api/auth/refresh-token', undefined, {
      'x-refresh-token': String(first.headers['x-refresh-token']),
    });
    expect(next.statusCode).toBe(401);
    expect(
      (await call('GET', '/api/auth/connected_profiles', undefined, { 'x-auth-token': token }))
        .statusCode,
    ).toBe(401);
  });

  it('signs in by password and by a login code, and signs out', async () => {
    const wrong = await call('POST', '/api/auth/sign-in', {
      mobile: MOBILE,
      password: 'Wrong#pass1',
      device_id: 'd1',
    });
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect Credentials.',
    });

    const signIn = await call('POST', '/api/auth/sign-in', {
      mobile: MOBILE,
      password: PASSWORD,
      device_id: 'd1',
    });
    expect(signIn.statusCode).toBe(200);
    const session = String(signIn.headers['x-auth-token']);

    const send = await call('POST', '/api/auth/send-login-otp', {
      mobile: MOBILE,
      device_id: 'd2',
    });
    const code = await latestCode(t.app, HOST, MOBILE);
    const byOtp = await call(
      'POST',
      '/api/auth/verify-login-otp',
      { otp: code },
      { 'x-otp-token': String(send.headers['x-otp-token']) },
    );
    expect(byOtp.statusCode).toBe(200);

    const out = await call(
      'POST',
      '/api/auth/sign-out',
      { clear_all_sessions: false },
      { 'x-auth-token': session },
    );
    expect(out.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/auth/connected_profiles', undefined, { 'x-auth-token': session }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('GET', '/api/auth/connected_profiles', undefined, {
          'x-auth-token': String(byOtp.headers['x-auth-token']),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('resets a forgotten password with a code, ending every login', async () => {
    const send = await call('POST', '/api/auth/send_password_reset_otp', { mobile: MOBILE });
    expect(send.statusCode).toBe(200);
    const code = await latestCode(t.app, HOST, MOBILE);
    const verified = await call(
      'POST',
      '/api/auth/verify_password_reset_otp',
      { otp: code },
      { 'x-otp-token': String(send.headers['x-otp-token']) },
    );
    expect(verified.statusCode).toBe(200);
    const reset = await call(
      'POST',
      '/api/auth/reset_password',
      { new_password: 'N3w#password' },
      { 'x-reset-token': String(verified.headers['x-reset-token']) },
    );
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/auth/sign-in', {
          mobile: MOBILE,
          password: 'N3w#password',
          device_id: 'd3',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps the account invisible from another organisation’s host', async () => {
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/exists',
      payload: { identifier: MOBILE },
      headers: { host: 'vidya.localhost' },
    });
    expect(elsewhere.statusCode).toBe(252);
  });
});
