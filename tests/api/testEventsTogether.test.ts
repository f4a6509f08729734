import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEvent, TestPaper, TestSession } from '../../domain/contracts/mockTests.ts';
import {
  callAsChild,
  createTestApp,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const FAMILIES = 3;
const TESTS_EACH = 4;
/** Each taker's syncs, all sent at once with everyone else's: two events each, as the runner's. */
const SYNCS = 3;

interface Taker {
  who: Family;
  session: string;
  question: string;
}

/**
 * Many takers' runners syncing at the same moment: their writes share transactions (group
 * commit), yet each sync is answered for itself, only once stored, and one refused sync does not
 * take its neighbours down with it.
 */
describe.each(DIALECTS)('test events sent together on %s', (dialect) => {
  let t: TestApp;
  const takers: Taker[] = [];

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/test', who, method, url, payload);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the reply's shape
  const data = <T>(reply: LightMyRequestResponse): T => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: T }>().data;
  };
  /** A sync of two events (a view and a visit) numbered from `from`. */
  const sync = (taker: Taker, from: number, t0: number) =>
    call(taker.who, 'POST', `/v1/test/${taker.session}/events`, {
      events: [0, 1].map((i): TestEvent => ({
        id: `${taker.session}-${from + i}`,
        sequence: from + i,
        t: t0,
        section: null,
        question_code: taker.question,
        event_type: 'view',
        event_info: {},
      })),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let f = 0; f < FAMILIES; f++) {
      const who = await familyWithChild(t, `94000003${String(f).padStart(2, '0')}`);
      for (let k = 0; k < TESTS_EACH; k++) {
        const { code } = data<{ code: string }>(
          await call(who, 'POST', '/v1/custom-test', {
            chapters: [KINEMATICS],
            question_count: 5,
            duration_minutes: 30,
          }),
        );
        const session = data<TestSession>(await call(who, 'POST', `/v1/test/${code}/session`, {}));
        const paper = data<TestPaper>(await call(who, 'GET', `/v2/test/${code}/questions`));
        const question = paper.sections[0]?.questions[0]?.code ?? '';
        takers.push({ who, session: session.id, question });
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores every taker’s events once and answers each sync after its commit', async () => {
    const now = t.deps.clock();
    const sent = takers.flatMap((taker) => [
      ...Array.from({ length: SYNCS }, (_, s) => ({
        taker,
        first: true,
        answer: sync(taker, 1 + 2 * s, now),
      })),
      // The first sync again (the device never heard back): a duplicate, not a second copy.
      { taker, first: false, answer: sync(taker, 1, now) },
    ]);
    const answers = await Promise.all(sent.map((s) => s.answer));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const stored = answers.map((a) => a.json<{ data: { stored: number } }>().data.stored);
    expect(stored.reduce((a, b) => a + b, 0)).toBe(takers.length * SYNCS * 2);
    for (const taker of takers) {
      const held = data<{ events: TestEvent[]; total: number }>(
        await call(taker.who, 'GET', `/v1/test/${taker.session}/events?pageNumber=0`),
      );
      expect(held.events.map((e) => e.sequence)).toEqual(
        Array.from({ length: SYNCS * 2 }, (_, i) => i + 1),
      );
      const summary = data<{ last_sequence: number }>(
        await call(taker.who, 'POST', `/v1/test/${taker.session}/short-summary`),
      );
      expect(summary.last_sequence).toBe(SYNCS * 2);
    }
  });

  it('refuses one taker’s late sync with its own error while the others’ are stored', async () => {
    const [closed, ...open] = takers;
    if (!closed) throw new Error('no takers');
    const before = SYNCS * 2;
    const submit = await call(closed.who, 'POST', `/v1/test/${closed.session}/events`, {
      events: [
        {
          id: `${closed.session}-submit`,
          sequence: before + 1,
          t: t.deps.clock(),
          section: null,
          question_code: null,
          event_type: 'freeze',
          event_info: { reason: 'submit' },
        },
      ],
    });
    expect(data<{ status: string }>(submit).status).toBe('finished');
    t.advance(60_000);
    const later = t.deps.clock();
    const [refused, ...others] = await Promise.all([
      sync(closed, before + 2, later),
      ...open.map((taker) => sync(taker, before + 1, later)),
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TEST_FROZEN' });
    for (const answer of others)
      expect(answer.json<{ data: unknown }>()).toMatchObject({
        data: { stored: 2, duplicates: 0 },
      });
    const held = data<{ total: number }>(
      await call(closed.who, 'GET', `/v1/test/${closed.session}/events?pageNumber=0`),
    );
    expect(held.total).toBe(before + 1);
  });
});
