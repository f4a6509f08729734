import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

describe.each(DIALECTS)('guests and organisations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a visitor a guest session of its own', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/details?is_guest=true',
        payload: { source: 'web' },
        headers: { host: 'abhyas.localhost' },
      });
    const [one, two] = [await ask(), await ask()];
    const a = one.json<{ data: { guest_session_id: string; guest_token: string } }>().data;
    const b = two.json<{ data: { guest_session_id: string } }>().data;
    expect(a.guest_token).toMatch(/^v1\./);
    expect(a.guest_session_id).not.toBe(b.guest_session_id);
  });

  it('refuses a guest session without is_guest=true', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/details',
      payload: {},
      headers: { host: 'abhyas.localhost' },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('names the host’s organisation and answers its token in a header', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/organization/exists',
      headers: { host: 'gurukul.localhost' },
    });
    expect(answer.json()).toEqual({ data: { organisation_id: 16, name: 'Gurukul Academy' } });
    expect(String(answer.headers['x-org-token'])).toMatch(/^v1\./);
  });
});
