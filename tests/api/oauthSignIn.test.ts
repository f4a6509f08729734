import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../fakes/fakeOAuthProvider.ts';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const CALLBACK = `http://${HOST}/api/oauth2_callback`;

interface Connected {
  data: {
    user_details: { id: string; email: string; email_verified: boolean; first_name: string };
    skip_password_token: string | null;
  };
}

describe.each(DIALECTS)('sign-in with Google on %s', (dialect) => {
  let t: TestApp;
  let provider: FakeOAuthProvider;
  beforeAll(async () => {
    provider = await startFakeOAuthProvider({
      email: 'Meera.Iyer@Example.com',
      email_verified: true,
      name: 'Meera Iyer',
    });
    t = await createTestApp(dialect, { oauthProviders: { google: provider.config } });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const signIn = (path: string, code: string, host = HOST) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      payload: { code, redirect_uri: CALLBACK, device_id: 'd' },
      headers: { host },
    });

  it('lists only the providers set up, with what the browser needs to go there', async () => {
    const answer = await t.app.inject({
      url: '/api/auth/oauth/providers',
      headers: { host: HOST },
    });
    expect(answer.json()).toEqual({
      data: {
        providers: [
          {
            name: 'google',
            authorize_url: provider.config.authorizeUrl,
            client_id: 'abhyas',
            scope: 'openid email profile',
          },
        ],
      },
    });
  });

  it('exchanges a code for a verified e-mail, making the account the first time and reusing it after', async () => {
    const first = await signIn('google_sign_in', provider.issueCode(CALLBACK));
    expect(first.statusCode).toBe(200);
    const { user_details: user, skip_password_token } = first.json<Connected>().data;
    expect(user).toMatchObject({
      email: 'meera.iyer@example.com',
      email_verified: true,
      first_name: 'Meera',
    });
    // A new account has no password yet, so the browser is told to offer to set one.
    expect(skip_password_token).toMatch(/^v1\./);
    expect(String(first.headers['x-auth-token'])).toMatch(/^v1\./);
    const again = await signIn('google_sign_in', provider.issueCode(CALLBACK));
    expect(again.json<Connected>().data.user_details.id).toBe(user.id);
  });

  it('answers OAUTH_FAILED when the provider refuses the code (unknown, or used before)', async () => {
    const code = provider.issueCode(CALLBACK);
    expect((await signIn('google_sign_in', code)).statusCode).toBe(200);
    for (const bad of [code, 'stolen-code']) {
      const answer = await signIn('google_sign_in', bad);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ code: string }>().code).toBe('OAUTH_FAILED');
    }
  });

  it('makes no account on a brand without sign-up', async () => {
    const answer = await signIn('google_sign_in', provider.issueCode(CALLBACK), 'vidya.localhost');
    expect(answer.json<{ code: string }>().code).toBe('SIGN_UP_DISABLED');
  });

  it('says so when a provider is not set up on this deployment', async () => {
    const answer = await signIn('facebook_sign_in', provider.issueCode(CALLBACK));
    expect(answer.statusCode).toBe(501);
    expect(answer.json<{ code: string }>().code).toBe('PROVIDER_NOT_CONFIGURED');
  });

  it('takes an unverified account made with the person’s e-mail away from whoever made it', async () => {
    const other = await startFakeOAuthProvider({
      email: 'ravi@example.com',
      email_verified: true,
      name: 'Ravi Kumar',
    });
    const t2 = await createTestApp(dialect, { oauthProviders: { google: other.config } });
    try {
      // The e-mail brand, where sign-up is by e-mail.
      const host = 'abhyas-home.localhost';
      const post = (url: string, payload: object) =>
        t2.app.inject({ method: 'POST', url, payload, headers: { host } });
      // Someone signs up with Ravi's e-mail and a password of their own, and never verifies it.
      const signUp = await post('/api/auth/sign-up', {
        email: 'ravi@example.com',
        password: 'Squat#ter1',
      });
      expect(signUp.statusCode).toBe(200);
      const google = await post('/api/auth/google_sign_in', {
        code: other.issueCode(CALLBACK),
        redirect_uri: CALLBACK,
        device_id: 'd',
      });
      expect(google.json<Connected>().data.user_details.email_verified).toBe(true);
      const squatter = await post('/api/auth/sign-in', {
        email: 'ravi@example.com',
        password: 'Squat#ter1',
        device_id: 'x',
      });
      expect(squatter.statusCode).toBe(401);
    } finally {
      await t2.close();
      await other.close();
    }
  });
});
