import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintCloudToken } from '../fakes/mintCloudToken.ts';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const SECRET = 'partner-cloud-shared-secret-0123456789';
const ISSUER = 'https://cloud.partner.example';

interface Connected {
  data: { skip_password_token: string | null };
}

describe.each(DIALECTS)('the set-a-password prompt on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { cloudSso: { secret: SECRET, issuer: ISSUER } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A password-less account, made by the partner cloud: its sign-in answer. */
  const passwordless = async (mobile: string) => {
    const token = mintCloudToken(SECRET, t.deps.clock(), {
      iss: ISSUER,
      aud: '1',
      sub: `jio-${mobile}`,
      mobile,
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/auth/sso/jio/cloud/pc/verify?token=${token}`,
      headers: { host: HOST },
    });
    return {
      token: String(answer.headers['x-auth-token']),
      skip: answer.json<Connected>().data.skip_password_token ?? '',
    };
  };
  const put = (path: string, skip: string, payload?: object, host = HOST) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auth/skip_password/${path}`,
      payload,
      headers: { host, 'x-skip-password-token': skip },
    });

  it('asks three times at most, then stops offering the prompt', async () => {
    const { token, skip } = await passwordless('9400000001');
    expect(skip).not.toBe('');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await put('count', skip)).json());
    expect(answers).toEqual([
      { data: { skips: 1, ask_again: true } },
      { data: { skips: 2, ask_again: true } },
      { data: { skips: 3, ask_again: false } },
    ]);
    const connected = await t.app.inject({
      url: '/api/auth/connected_profiles',
      headers: { host: HOST, 'x-auth-token': token },
    });
    expect(connected.json<Connected>().data.skip_password_token).toBeNull();
  });

  it('sets the first password, which then signs in; it cannot be used to change a password', async () => {
    const { skip } = await passwordless('9400000002');
    expect((await put('password', skip, { password: 'weak' })).statusCode).toBe(400);
    expect((await put('password', skip, { password: 'Fresh#pass1' })).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { mobile: '9400000002', password: 'Fresh#pass1', device_id: 'd' },
      headers: { host: HOST },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<Connected>().data.skip_password_token).toBeNull();
    const again = await put('password', skip, { password: 'Other#pass1' });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'PASSWORD_ALREADY_SET',
    ]);
  });

  it('refuses a missing, forged or foreign token', async () => {
    const { skip } = await passwordless('9400000003');
    expect((await put('count', '')).statusCode).toBe(400);
    expect((await put('count', `${skip}x`)).statusCode).toBe(401);
    expect((await put('count', skip, undefined, 'vidya.localhost')).statusCode).toBe(401);
  });
});
