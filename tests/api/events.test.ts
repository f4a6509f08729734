import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MAX_BYTES } from '../../domain/contracts/events.ts';
import { RATE_POLICIES } from '../../server/rateLimit/ratePolicies.ts';
import { createDeepLink } from '../../server/services/events/deepLinkStore.ts';
import { listEvents } from '../../server/services/events/eventStore.ts';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const OTHER_HOST = 'vidya.localhost';
const PUSH = '/api/events/de/events/push/v2';

describe.each(DIALECTS)('events service on %s', (dialect) => {
  let t: TestApp;
  let ip = 0;
  /** Each test posts from its own address, so the per-address limit of one never hits another. */
  const nextIp = () => `10.0.0.${String(++ip)}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const push = (
    query: string,
    payload: string,
    options: { host?: string; type?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${PUSH}?${query}`,
      payload,
      remoteAddress: options.ip ?? nextIp(),
      headers: {
        host: options.host ?? HOST,
        'content-type': options.type ?? 'application/json',
      },
    });

  describe('push', () => {
    it('stores every event with its namespace, topic, organisation and time', async () => {
      const json = await push('namespace=player&topic=LVDP_Error', '{"type":"offline"}');
      expect(json.statusCode).toBe(202);
      expect(json.json()).toEqual({ data: { accepted: true } });
      // What a beacon to another origin carries: JSON sent as text/plain.
      const beacon = await push('namespace=shell&topic=page_view', '{"path":"/learn/home"}', {
        type: 'text/plain;charset=UTF-8',
        host: OTHER_HOST,
      });
      expect(beacon.statusCode).toBe(202);

      const stored = await listEvents(t.deps.db, { limit: 10 });
      expect(
        stored.map(({ orgId, namespace, topic, payload }) => ({
          orgId,
          namespace,
          topic,
          payload,
        })),
      ).toEqual([
        { orgId: 15, namespace: 'shell', topic: 'page_view', payload: { path: '/learn/home' } },
        { orgId: 1, namespace: 'player', topic: 'LVDP_Error', payload: { type: 'offline' } },
      ]);
    });

    it('refuses bad input with a stable code, never a 500', async () => {
      const cases: [string, string, string | undefined, number, string][] = [
        ['namespace=bad name&topic=x', '{}', undefined, 400, 'VALIDATION_FAILED'],
        ['namespace=shell', '{}', undefined, 400, 'VALIDATION_FAILED'],
        [`namespace=${'n'.repeat(65)}&topic=x`, '{}', undefined, 400, 'VALIDATION_FAILED'],
        ['namespace=shell&topic=x', '{"broken":', undefined, 400, 'VALIDATION_FAILED'],
        ['namespace=shell&topic=x', '[1,2]', undefined, 400, 'VALIDATION_FAILED'],
        ['namespace=shell&topic=x', '"text"', undefined, 400, 'VALIDATION_FAILED'],
        ['namespace=shell&topic=x', '', undefined, 400, 'VALIDATION_FAILED'],
        ['namespace=shell&topic=x', '', 'text/plain', 400, 'VALIDATION_FAILED'],
        ['namespace=shell&topic=x', 'not json', 'text/plain', 400, 'VALIDATION_FAILED'],
        [
          'namespace=shell&topic=x',
          '{"__proto__":{"admin":true}}',
          undefined,
          400,
          'VALIDATION_FAILED',
        ],
        [
          'namespace=shell&topic=x',
          'a=1',
          'application/x-www-form-urlencoded',
          415,
          'VALIDATION_FAILED',
        ],
      ];
      for (const [query, body, type, status, code] of cases) {
        const answer = await push(query, body, type === undefined ? {} : { type });
        expect([query, body, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
          query,
          body,
          status,
          code,
        ]);
      }
    });

    it(`refuses a body over ${String(EVENT_MAX_BYTES)} bytes with 413, and takes one just under`, async () => {
      const sized = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - 10) });
      expect(sized(EVENT_MAX_BYTES)).toHaveLength(EVENT_MAX_BYTES);
      const fits = await push('namespace=shell&topic=big', sized(EVENT_MAX_BYTES));
      expect(fits.statusCode).toBe(202);
      const over = await push('namespace=shell&topic=big', sized(EVENT_MAX_BYTES + 1));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const kept = await listEvents(t.deps.db, { topic: 'big', limit: 10 });
      expect(kept).toHaveLength(1);
    });

    it('limits how many events one address may post in a minute', async () => {
      const { limit, windowMs } = RATE_POLICIES.eventPushPerIp;
      const address = nextIp();
      for (let i = 0; i < limit; i++) {
        const answer = await push('namespace=load&topic=tick', '{}', { ip: address });
        expect(answer.statusCode).toBe(202);
      }
      const refused = await push('namespace=load&topic=tick', '{}', { ip: address });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Broken posts count as well: the limit is taken before the body is read.
      expect((await push('namespace=load&topic=tick', '{', { ip: address })).statusCode).toBe(429);
      expect((await push('namespace=load&topic=tick', '{}')).statusCode).toBe(202);
      t.advance(windowMs);
      expect((await push('namespace=load&topic=tick', '{}', { ip: address })).statusCode).toBe(202);
    });
  });

  describe('reading events (operator)', () => {
    it('lists newest first, narrowed by organisation, namespace, topic and time', async () => {
      const start = t.deps.clock();
      await push('namespace=errors&topic=api_error', '{"error_code":"NETWORK"}');
      await push('namespace=errors&topic=api_error', '{"error_code":"TOKEN_EXPIRED"}', {
        host: OTHER_HOST,
      });
      await push('namespace=errors&topic=other', '{}');
      const codes = (events: { payload: unknown }[]) =>
        events.map((e) => (e.payload as { error_code?: string }).error_code ?? '-');

      expect(
        codes(await listEvents(t.deps.db, { namespace: 'errors', since: start, limit: 10 })),
      ).toEqual(['-', 'TOKEN_EXPIRED', 'NETWORK']);
      expect(
        codes(
          await listEvents(t.deps.db, {
            namespace: 'errors',
            topic: 'api_error',
            orgId: 15,
            limit: 10,
          }),
        ),
      ).toEqual(['TOKEN_EXPIRED']);
      expect(await listEvents(t.deps.db, { namespace: 'errors', limit: 1 })).toHaveLength(1);
    });
  });

  describe('deep-link tracking', () => {
    const send = (method: 'GET' | 'POST', url: string, payload?: object, host = HOST) =>
      t.app.inject({
        method,
        url: `/api/events${url}`,
        ...(payload && { payload }),
        remoteAddress: nextIp(),
        headers: { host, 'x-browser-id': 'browser-1' },
      });
    let trackingId = '';

    beforeAll(async () => {
      const link = await createDeepLink(t.deps.db, {
        orgId: 1,
        desiredEvents: ['sign_up', 'PE_Profile_Updated'],
        label: 'summer campaign',
        createdAt: t.deps.clock(),
      });
      trackingId = link?.trackingId ?? '';
    });

    it('records opens, answers the desired events and records a desired event', async () => {
      const open = await send('POST', '/open', { tracking_id: trackingId, platform: 'WEB' });
      expect(open.statusCode).toBe(201);
      expect(open.json()).toEqual({ payload: { recorded: true } });

      const details = await send('GET', `/tracking-details/${trackingId}`);
      expect(details.statusCode).toBe(200);
      expect(details.json()).toEqual({
        payload: { tracking_id: trackingId, desired_events: ['sign_up', 'PE_Profile_Updated'] },
      });

      const event = await send('POST', '/event', {
        tracking_id: trackingId,
        platform: 'ANDROID',
        event_id: 'sign_up',
      });
      expect(event.statusCode).toBe(201);

      const opens = await t.deps.db.selectFrom('deep_link_opens').selectAll().execute();
      expect(opens.map((o) => [o.tracking_id, o.platform, o.browser_id])).toEqual([
        [trackingId, 'WEB', 'browser-1'],
      ]);
      const events = await t.deps.db.selectFrom('deep_link_events').selectAll().execute();
      expect(events.map((e) => [e.tracking_id, e.platform, e.event_id])).toEqual([
        [trackingId, 'ANDROID', 'sign_up'],
      ]);
    });

    it('refuses unknown links, other organisations’ links, undesired events and bad input', async () => {
      const refusals: [Promise<LightMyRequestResponse>, number, string][] = [
        [
          send('POST', '/open', { tracking_id: 'nope', platform: 'WEB' }),
          404,
          'DEEP_LINK_NOT_FOUND',
        ],
        [send('GET', '/tracking-details/nope'), 404, 'DEEP_LINK_NOT_FOUND'],
        [
          send('GET', `/tracking-details/${trackingId}`, undefined, OTHER_HOST),
          404,
          'DEEP_LINK_NOT_FOUND',
        ],
        [
          send('POST', '/event', {
            tracking_id: trackingId,
            platform: 'WEB',
            event_id: 'purchase',
          }),
          400,
          'EVENT_NOT_TRACKED',
        ],
        [
          send('POST', '/open', { tracking_id: trackingId, platform: 'DESKTOP' }),
          400,
          'VALIDATION_FAILED',
        ],
        [
          send('POST', '/open', { tracking_id: 'bad id!', platform: 'WEB' }),
          400,
          'VALIDATION_FAILED',
        ],
        [send('GET', '/tracking-details/bad%20id'), 400, 'VALIDATION_FAILED'],
        [
          send('POST', '/event', { tracking_id: trackingId, platform: 'WEB' }),
          400,
          'VALIDATION_FAILED',
        ],
      ];
      for (const [answer, status, code] of refusals) {
        const reply = await answer;
        expect([reply.statusCode, reply.json<{ code: string }>().code]).toEqual([status, code]);
      }
    });

    it('limits deep-link calls per address', async () => {
      const { limit } = RATE_POLICIES.deepLinkPerIp;
      const from = { remoteAddress: nextIp(), headers: { host: HOST } };
      const url = `/api/events/tracking-details/${trackingId}`;
      for (let i = 0; i < limit; i++)
        expect((await t.app.inject({ url, ...from })).statusCode).toBe(200);
      const refused = await t.app.inject({ url, ...from });
      expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
        429,
        'RATE_LIMITED',
      ]);
    });
  });
});
