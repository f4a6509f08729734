import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const OTHER_ORG_HOST = 'vidya.localhost';

interface Account {
  id: string;
  token: string;
  childToken: string;
}

/** Every token-protected auth call, with a body that would succeed for its owner. */
const CALLS = [
  { method: 'GET', url: '/api/auth/connected_profiles' },
  { method: 'POST', url: '/api/auth/add_profile', payload: { first_name: 'New Child' } },
  {
    method: 'PUT',
    url: '/api/auth/edit_profile',
    payload: { first_name: 'Renamed Child' },
    child: true,
  },
  {
    method: 'PUT',
    url: '/api/auth/update_password',
    payload: { old_password: 'Str0ng#pass', new_password: 'Str0ng#pass' },
  },
  { method: 'POST', url: '/api/auth/sign-out', payload: { clear_all_sessions: false } },
] as const;

describe.each(DIALECTS)('access matrix on %s', (dialect) => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;

  async function account(mobile: string): Promise<Account> {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers } });
    const signUp = await post('/api/auth/sign-up', { mobile, password: 'Str0ng#pass' });
    const code = await latestCode(t.app, HOST, mobile);
    const verified = await post(
      '/api/auth/verifyOtp',
      { otp: code },
      { 'x-otp-token': String(signUp.headers['x-otp-token']) },
    );
    const token = String(verified.headers['x-auth-token']);
    const child = await post(
      '/api/auth/add_profile',
      { first_name: 'First Child' },
      { 'x-auth-token': token },
    );
    const { token: childToken } = child.json<{ data: { token: string } }>().data;
    return {
      id: verified.json<{ data: { user_details: { id: string } } }>().data.user_details.id,
      token,
      childToken,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await account('9100000001');
    bob = await account('9100000002');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (call: (typeof CALLS)[number], headers: Record<string, string>, host = HOST) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      payload: 'payload' in call ? call.payload : undefined,
      headers: { host, ...headers },
    });

  describe.each(CALLS)('$method $url', (call) => {
    const childHeader = (who: () => Account): Record<string, string> =>
      'child' in call ? { 'x-child-token': who().childToken } : {};

    it('refuses anonymous callers', async () => {
      expect(
        (
          await send(
            call,
            childHeader(() => alice),
          )
        ).statusCode,
      ).toBe(401);
    });

    it('refuses a child token where the root token is needed', async () => {
      expect(
        (await send(call, { 'x-auth-token': alice.childToken, ...childHeader(() => alice) }))
          .statusCode,
      ).toBe(401);
    });

    it('refuses a valid token on another organisation’s host', async () => {
      expect(
        (
          await send(
            call,
            { 'x-auth-token': alice.token, ...childHeader(() => alice) },
            OTHER_ORG_HOST,
          )
        ).statusCode,
      ).toBe(401);
    });

    it('never shows or changes another parent’s account', async () => {
      const answer = await send(call, { 'x-auth-token': bob.token, ...childHeader(() => alice) });
      if ('child' in call) expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain(alice.id);
    });
  });

  it('lets a parent edit their own child but not another parent’s child', async () => {
    const edit = (token: string, childToken: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/edit_profile',
        payload: { first_name: 'Meera Rao' },
        headers: { host: HOST, 'x-auth-token': token, 'x-child-token': childToken },
      });
    expect((await edit(alice.token, alice.childToken)).statusCode).toBe(200);
    expect((await edit(alice.token, bob.childToken)).statusCode).toBe(403);
    const bobs = await t.app.inject({
      method: 'GET',
      url: '/api/auth/connected_profiles',
      headers: { host: HOST, 'x-auth-token': bob.token },
    });
    expect(bobs.body).not.toContain('Meera Rao');
  });
});
