import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintCloudToken, type CloudTokenClaims } from '../fakes/mintCloudToken.ts';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const SECRET = 'partner-cloud-shared-secret-0123456789';
const ISSUER = 'https://cloud.partner.example';

interface Connected {
  data: { user_details: { id: string; mobile: string | null; mobile_verified: boolean } };
}

describe.each(DIALECTS)('cloud single sign-on on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { cloudSso: { secret: SECRET, issuer: ISSUER } });
  });
  afterAll(async () => {
    await t.close();
  });

  const token = (claims: CloudTokenClaims = {}, secret = SECRET) =>
    mintCloudToken(secret, t.deps.clock(), {
      iss: ISSUER,
      aud: '1',
      mobile: '9300000001',
      name: 'Kavya Nair',
      ...claims,
    });
  const verify = (lr: string, host = HOST) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/sso/jio/cloud/pc/verify?token=${encodeURIComponent(lr)}`,
      headers: { host },
    });
  const code = (answer: Awaited<ReturnType<typeof verify>>) => [
    answer.statusCode,
    answer.json<{ code?: string }>().code,
  ];

  it('signs the partner’s user in, making a verified account the first time and the same one after', async () => {
    const first = await verify(token());
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['x-auth-token'])).toMatch(/^v1\./);
    const user = first.json<Connected>().data.user_details;
    expect(user).toMatchObject({ mobile: '9300000001', mobile_verified: true });
    // The partner's user id is what ties the account, even when the mobile is not sent again.
    const again = await verify(token({ mobile: undefined, email: 'kavya@example.com' }));
    expect(again.json<Connected>().data.user_details.id).toBe(user.id);
  });

  it('accepts each token once', async () => {
    const once = token({ sub: 'jio-once' });
    expect((await verify(once)).statusCode).toBe(200);
    expect(code(await verify(once))).toEqual([401, 'CLOUD_TOKEN_INVALID']);
  });

  it('refuses forged, foreign, expired, long-lived and anonymous tokens', async () => {
    const nowS = Math.floor(t.deps.clock() / 1000);
    const bad = [
      token({}, 'another-secret-another-secret-0123456'),
      token({ iss: 'https://evil.example' }),
      token({ aud: '15' }),
      token({ iat: nowS - 600, exp: nowS - 300 }),
      token({ exp: nowS + 3600 }),
      token({ mobile: undefined }),
      'not-a-token',
    ];
    for (const lr of bad) expect(code(await verify(lr))).toEqual([401, 'CLOUD_TOKEN_INVALID']);
  });

  it('refuses a token for this organisation on another organisation’s host', async () => {
    expect(code(await verify(token({ sub: 'jio-x' }), 'vidya.localhost'))).toEqual([
      401,
      'CLOUD_TOKEN_INVALID',
    ]);
  });

  it('signs in the existing account with that mobile, voiding a password set by someone who never verified it', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { host: HOST } });
    await post('/api/auth/sign-up', { mobile: '9300000002', password: 'Squat#ter1' });
    await latestCode(t.app, HOST, '9300000002');
    const cloud = await verify(token({ sub: 'jio-owner', mobile: '9300000002' }));
    expect(cloud.json<Connected>().data.user_details.mobile_verified).toBe(true);
    const squatter = await post('/api/auth/sign-in', {
      mobile: '9300000002',
      password: 'Squat#ter1',
      device_id: 'x',
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('says so when the deployment has no partner cloud set up', async () => {
    const bare = await createTestApp(dialect);
    try {
      const answer = await bare.app.inject({
        method: 'POST',
        url: `/api/auth/sso/jio/cloud/pc/verify?token=${token()}`,
        headers: { host: HOST },
      });
      expect(answer.statusCode).toBe(501);
    } finally {
      await bare.close();
    }
  });
});
