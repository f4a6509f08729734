import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_POLICIES } from '../../server/rateLimit/ratePolicies.ts';
import { createTestApp, DIALECTS, familyWithChild, type TestApp } from './testApp.ts';

const URL = '/api/helpdesk/feedback';
const MESSAGE = 'The solution to the second kinematics question skips a step.';

describe.each(DIALECTS)('feedback on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each test sends from its own address, so the per-address limit of one never meets another's. */
  const send = (
    payload: object,
    { host = 'abhyas.localhost', ip, token }: { host?: string; ip: string; token?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      remoteAddress: ip,
      headers: { host, ...(token && { 'x-auth-token': token }) },
    });

  const stored = (id: string) =>
    t.deps.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a visitor’s feedback with the organisation of the host and the address for the reply', async () => {
    const answer = await send(
      {
        category: 'content',
        message: `  ${MESSAGE}  `,
        email: 'Asha@Example.in',
        page: '/in-en/contactus',
        locale: 'hi',
      },
      { host: 'vidya.localhost', ip: '10.0.0.1' },
    );
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ data: { id: string } }>().data;
    expect(await stored(id)).toMatchObject({
      org_id: 15,
      user_id: null,
      category: 'content',
      message: MESSAGE,
      email: 'asha@example.in',
      page: '/in-en/contactus',
      locale: 'hi',
    });
  });

  it('knows a signed-in parent by the token, and treats a stale token as a visitor', async () => {
    const family = await familyWithChild(t, '9100000001');
    const answer = await send(
      { category: 'problem', message: MESSAGE, locale: 'en' },
      { ip: '10.0.0.2', token: family.token },
    );
    expect(answer.statusCode).toBe(201);
    const row = await stored(answer.json<{ data: { id: string } }>().data.id);
    expect(row.user_id).not.toBeNull();
    expect(row.org_id).toBe(1);

    const stale = await send(
      { category: 'problem', message: MESSAGE, locale: 'en' },
      { ip: '10.0.0.2', token: 'not-a-token' },
    );
    expect(stale.statusCode).toBe(201);
    expect((await stored(stale.json<{ data: { id: string } }>().data.id)).user_id).toBeNull();
  });

  it('refuses a message that is too short, a bad address or an unknown category', async () => {
    const ip = '10.0.0.3';
    const codes = await Promise.all(
      [
        { category: 'other', message: 'too short', locale: 'en' },
        { category: 'other', message: MESSAGE, email: 'nobody', locale: 'en' },
        { category: 'praise', message: MESSAGE, locale: 'en' },
        { category: 'other', message: MESSAGE, locale: 'xx' },
      ].map(async (payload) => {
        const answer = await send(payload, { ip });
        return [answer.statusCode, answer.json<{ code: string }>().code];
      }),
    );
    expect(codes).toEqual(Array.from({ length: 4 }, () => [400, 'VALIDATION_FAILED']));
    const count = await t.deps.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('message', '=', 'too short')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers 429 with Retry-After once one address has sent its hourly share', async () => {
    const ip = '10.0.0.4';
    const { limit } = RATE_POLICIES.feedbackPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const answer = await send({ category: 'suggestion', message: MESSAGE, locale: 'en' }, { ip });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429)
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array.from({ length: limit }, () => 201), 429]);
    const other = await send(
      { category: 'suggestion', message: MESSAGE, locale: 'en' },
      { ip: '10.0.0.5' },
    );
    expect(other.statusCode).toBe(201);
  });
});
