import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEvent, TestPaper, TestSession } from '../../domain/contracts/mockTests.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import { familyOver } from '../../server/process/familyOver.ts';
import {
  newServerProcess,
  SERVER_HOST,
  type ServerProcess,
} from '../../server/process/serverProcess.ts';
import { demoBank, freshDatabaseLocation, type DatabaseLocation } from './testApp.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!PG_URL || !REDIS_URL)
  console.warn(
    'two server processes: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL: the copies share PostgreSQL and Redis)',
  );

const JEE_MOCK = 'jee-main-mock-1';
/** signInPerAccount: five wrong passwords per account in 15 minutes, the sixth meets 429. */
const SIGN_IN_TRIES = 5;
const ANSWERS = 20;
/** Both copies start, build if needed, migrate and import within this, or the file fails. */
const START_TIMEOUT_MS = 75_000;
/** Ends the servers even if this test's process dies before it stops them. */
const SERVER_LIFETIME_S = 110;
const REDIS_SCAN_COUNT = 100;

/**
 * Two real server copies, as a load balancer would put them: one empty PostgreSQL database, one
 * Redis, one TOKEN_SECRET, started at the same moment. Whatever copy answers, a person sees one
 * service.
 */
describe.runIf(Boolean(PG_URL && REDIS_URL))(
  'two server copies on one database and one Redis',
  () => {
    let location: DatabaseLocation;
    let one: ServerProcess;
    let two: ServerProcess;
    const redisPrefix = `abhyas:test:${randomUUID()}:`;

    beforeAll(async () => {
      location = await freshDatabaseLocation('postgres');
      const env = {
        DATABASE_URL: location.databaseUrl ?? '',
        REDIS_URL: REDIS_URL ?? '',
        REDIS_KEY_PREFIX: redisPrefix,
        TOKEN_SECRET: randomBytes(48).toString('base64url'),
        NODE_ENV: 'development',
      };
      const options = { env, lifetimeSeconds: SERVER_LIFETIME_S, captureOutput: true };
      one = await newServerProcess(options);
      two = await newServerProcess(options);
      await Promise.all([one.start(), two.start()]);
    }, START_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all([one.stop(), two.stop()]);
      await location.drop();
      const redis = new Redis(REDIS_URL ?? '');
      const keys: string[] = [];
      for await (const batch of redis.scanStream({
        match: `${redisPrefix}*`,
        count: REDIS_SCAN_COUNT,
      }))
        keys.push(...(batch as string[]));
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    const post = (server: ServerProcess, path: string, body: object, token?: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          host: SERVER_HOST,
          'content-type': 'application/json',
          ...(token && { 'x-auth-token': token }),
        },
        body: JSON.stringify(body),
      });
    const get = (server: ServerProcess, path: string, token: string) =>
      fetch(`${server.url}${path}`, { headers: { host: SERVER_HOST, 'x-auth-token': token } });

    it('both come up on the empty database, and only one imports the content pack', () => {
      const imports = [one, two].filter((s) => s.output().includes('imported the content pack'));
      expect(imports).toHaveLength(1);
    });

    it('accepts a token made by one copy on the other', async () => {
      const family = await familyOver(one.url, '9700000001');
      const connected = await get(two, '/api/auth/connected_profiles', family.token);
      expect(connected.status).toBe(200);
    });

    it('meets the per-account sign-in limit with guesses split across both copies', async () => {
      const mobile = '9700000002';
      await familyOver(two.url, mobile);
      const guess = (server: ServerProcess) =>
        post(server, '/api/auth/sign-in', {
          mobile,
          password: 'Wr0ng#pass',
          device_id: 'two-copies',
        });
      for (let i = 0; i < SIGN_IN_TRIES; i++)
        expect((await guess(i % 2 === 0 ? one : two)).status).toBe(401);
      for (const server of [one, two]) {
        const refused = await guess(server);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    });

    it('stores every answer of a test sent alternately to both copies', async () => {
      const { childToken } = await familyOver(one.url, '9700000003');
      const started = await post(one, `/api/test/v1/test/${JEE_MOCK}/session`, {}, childToken);
      expect(started.status).toBe(200);
      const session = ((await started.json()) as { data: TestSession }).data;
      const paper = await get(two, `/api/test/v2/test/${JEE_MOCK}/questions`, childToken);
      const { sections } = ((await paper.json()) as { data: TestPaper }).data;
      const bank = await demoBank();
      const codes = sections.flatMap((s) => s.questions.map((q) => [s.code, q.code] as const));
      const sent: TestEvent[] = codes.slice(0, ANSWERS).map(([section, code], i) => {
        const question = bank.get(code);
        if (!question) throw new Error(`question ${code} is not in the bank`);
        return {
          id: `${session.id}-${i + 1}`,
          sequence: i + 1,
          t: Date.now(),
          section,
          question_code: code,
          event_type: 'save',
          event_info: { answer: keyAsAnswer(question) },
        };
      });
      for (const [i, event] of sent.entries()) {
        const server = i % 2 === 0 ? one : two;
        const answer = await post(
          server,
          `/api/test/v1/test/${session.id}/events`,
          { events: [event] },
          childToken,
        );
        expect(answer.status, await answer.clone().text()).toBe(200);
      }
      for (const server of [one, two]) {
        const held = await get(
          server,
          `/api/test/v1/test/${session.id}/events?pageNumber=0`,
          childToken,
        );
        const { events, total } = (
          (await held.json()) as {
            data: { events: TestEvent[]; total: number };
          }
        ).data;
        expect(total).toBe(ANSWERS);
        expect(events.map((e) => e.id)).toEqual(sent.map((e) => e.id));
      }
    });
  },
);
