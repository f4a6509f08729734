import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';

describe.each(DIALECTS)('single sign-on by lr on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { mobile: '9300000001', password: 'Str0ng#pass' },
      headers: { host: HOST },
    });
    const code = await latestCode(t.app, HOST, '9300000001');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      payload: { otp: code },
      headers: { host: HOST, 'x-otp-token': String(signUp.headers['x-otp-token']) },
    });
    token = String(verified.headers['x-auth-token']);
  });
  afterAll(async () => {
    await t.close();
  });

  const link = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/link',
        headers: { host: HOST, 'x-auth-token': token },
      })
    ).json<{ data: { lr: string } }>().data.lr;
  const verify = (lr: string, host = HOST) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/sso/token/verify?lr=${encodeURIComponent(lr)}`,
      headers: { host },
    });

  it('signs another device in once with a link token', async () => {
    const lr = await link();
    const first = await verify(lr);
    expect(first.statusCode).toBe(200);
    expect(
      first.json<{ data: { user_details: { mobile: string } } }>().data.user_details.mobile,
    ).toBe('9300000001');
    expect(String(first.headers['x-auth-token'])).toMatch(/^v1\./);
    expect((await verify(lr)).json<{ code: string }>().code).toBe('SSO_INVALID');
  });

  it('refuses an expired, forged or foreign link with 400 SSO_INVALID', async () => {
    const lr = await link();
    expect((await verify(`${lr.split('.')[0] ?? ''}.forged`)).statusCode).toBe(400);
    expect((await verify(lr, 'abhyas-home.localhost')).statusCode).toBe(400);
    t.advance(2 * 60 * 1000 + 1);
    expect((await verify(lr)).json<{ code: string }>().code).toBe('SSO_INVALID');
  });

  it('is refused on a brand without single sign-on', async () => {
    // Every brand has SSO on today; the switch is read per request, so a brand without it says FORBIDDEN.
    const brands = t.deps.brands.map((b) =>
      b.id === 'abhyas' ? { ...b, switches: { ...b.switches, sso: false } } : b,
    );
    const other = await createTestApp(dialect, { brands });
    try {
      const answer = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sso/token/verify?lr=x.y',
        headers: { host: HOST },
      });
      expect(answer.json<{ code: string }>().code).toBe('FORBIDDEN');
    } finally {
      await other.close();
    }
  });
});
