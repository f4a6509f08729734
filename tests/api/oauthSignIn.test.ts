import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProviderConfig } from '../../server/providers/oauth/oauthProvider.ts';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

/** A local OAuth 2.0 provider: one good code, for one verified person. */
async function fakeProvider(): Promise<{ server: FastifyInstance; config: OAuthProviderConfig }> {
  const server = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  server.post('/token', (request, reply) => {
    const form = request.body as Record<string, string>;
    const ok =
      form.grant_type === 'authorization_code' &&
      form.code === 'good-code' &&
      form.client_secret === 'shh' &&
      form.redirect_uri === 'http://abhyas.localhost/api/oauth2_callback';
    return ok
      ? { access_token: 'provider-access', token_type: 'Bearer' }
      : reply.code(400).send({ error: 'invalid_grant' });
  });
  server.get('/userinfo', (request, reply) =>
    request.headers.authorization === 'Bearer provider-access'
      ? { email: 'Meera.Iyer@Example.com', email_verified: true, name: 'Meera Iyer' }
      : reply.code(401).send({ error: 'invalid_token' }),
  );
  await server.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    server,
    config: {
      tokenUrl: `${base}/token`,
      userInfoUrl: `${base}/userinfo`,
      clientId: 'abhyas',
      clientSecret: 'shh',
    },
  };
}

describe.each(DIALECTS)('sign-in with Google on %s', (dialect) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    provider = await fakeProvider();
    t = await createTestApp(dialect, { oauthProviders: { google: provider.config } });
  });
  afterAll(async () => {
    await t.close();
    await provider.server.close();
  });

  const signIn = (path: string, code: string, host = 'abhyas.localhost') =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      payload: {
        code,
        redirect_uri: 'http://abhyas.localhost/api/oauth2_callback',
        device_id: 'd',
      },
      headers: { host },
    });

  it('exchanges a code for a verified e-mail, making the account the first time and reusing it after', async () => {
    const first = await signIn('google_sign_in', 'good-code');
    expect(first.statusCode).toBe(200);
    const user = first.json<{
      data: {
        user_details: { id: string; email: string; email_verified: boolean; first_name: string };
      };
    }>().data.user_details;
    expect(user).toMatchObject({
      email: 'meera.iyer@example.com',
      email_verified: true,
      first_name: 'Meera',
    });
    expect(String(first.headers['x-auth-token'])).toMatch(/^v1\./);
    const again = await signIn('google_sign_in', 'good-code');
    expect(again.json<{ data: { user_details: { id: string } } }>().data.user_details.id).toBe(
      user.id,
    );
  });

  it('answers OAUTH_FAILED when the provider refuses the code', async () => {
    const answer = await signIn('google_sign_in', 'stolen-code');
    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ code: string }>().code).toBe('OAUTH_FAILED');
  });

  it('makes no account on a brand without sign-up', async () => {
    const answer = await signIn('google_sign_in', 'good-code', 'vidya.localhost');
    expect(answer.json<{ code: string }>().code).toBe('SIGN_UP_DISABLED');
  });

  it('says so when a provider is not set up on this deployment', async () => {
    const answer = await signIn('facebook_sign_in', 'good-code');
    expect(answer.statusCode).toBe(501);
    expect(answer.json<{ code: string }>().code).toBe('PROVIDER_NOT_CONFIGURED');
  });
});
