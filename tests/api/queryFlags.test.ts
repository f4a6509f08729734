import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { TestPaper } from '../../domain/contracts/mockTests.ts';
import type { solveWithUsCall } from '../../domain/contracts/practice.ts';
import {
  callAsChild,
  createTestApp,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
/** A kinematics question with solve-with-us steps. */
const STEPPED = 'phy-kin-0002';
/** A mock test whose paper is in English and Hindi. */
const BILINGUAL_TEST = 'jee-main-mock-1';

type SolveWithUs = z.infer<(typeof solveWithUsCall.responses)[200]>['data'];

/** A 400 VALIDATION_FAILED whose message names the flag. */
function expectRefused(reply: LightMyRequestResponse, flag: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  const body = reply.json<{ code: string; message: string }>();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.message).toContain(flag);
}

/**
 * Yes/no query flags mean what they say on every call (issue 12): "true" and "1" are yes, "false"
 * and "0" are no, anything else is refused. `z.coerce.boolean()` once read "false" as yes, so
 * `showAnswer=false` revealed a question's steps and finished it.
 */
describe.each(DIALECTS)('query flags on %s', (dialect) => {
  let t: TestApp;
  let family: Family;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await familyWithChild(t, '9400000121');
  });
  afterAll(async () => {
    await t.close();
  });

  const practice = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/practice', family, method, url, payload);
  const test = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/test', family, method, url, payload);

  /** A practice session whose question on screen is the stepped one: its solve-with-us address. */
  async function solveWithUsOfStepped(): Promise<string> {
    const started = await practice('POST', '/v1/practice/session', {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    const queued = await practice(
      'POST',
      `/v1/practice/${session}/question?mode=Normal&questionCode=${STEPPED}`,
    );
    expect(queued.statusCode, queued.body).toBe(200);
    const served = await practice('GET', `/v1/practice/${session}/question`);
    expect(served.json<{ data: { question: { code: string } } }>().data.question.code).toBe(
      STEPPED,
    );
    return `/v1/practice/${session}/question/${STEPPED}/solve-with-us`;
  }
  const swu = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: SolveWithUs }>().data;
  };

  it('showAnswer=false and =0 reveal no step and leave the question open; =1 reveals it', async () => {
    const url = await solveWithUsOfStepped();
    for (const no of ['false', '0']) {
      const shown = swu(await practice('GET', `${url}?showAnswer=${no}&showSolution=${no}`));
      expect(shown, `showAnswer=${no}`).toMatchObject({
        current_step_index: 0,
        complete: false,
        check: null,
      });
      expect(shown.steps.every((step) => step.badge === null)).toBe(true);
    }
    expectRefused(await practice('GET', `${url}?showAnswer=yes`), 'showAnswer');
    expectRefused(await practice('GET', `${url}?showSolution=`), 'showSolution');
    // Still open after all that: the refused flags changed nothing.
    expect(swu(await practice('GET', url))).toMatchObject({ complete: false, check: null });

    const revealed = swu(await practice('GET', `${url}?showAnswer=1`));
    expect(revealed).toMatchObject({
      complete: true,
      check: { attemptTypeBadge: 'SolveWithUsRevealedAnswer' },
    });
    expect(revealed.steps.every((step) => step.badge === 'revealed')).toBe(true);
  });

  it('all_locales=false and =0 give the paper in one language; =true and =1 in all', async () => {
    const started = await test('POST', `/v1/test/${BILINGUAL_TEST}/session`, {});
    expect(started.statusCode, started.body).toBe(200);
    const languagesOf = async (flag: string) => {
      const reply = await test('GET', `/v2/test/${BILINGUAL_TEST}/questions?all_locales=${flag}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const paper = reply.json<{ data: TestPaper }>().data;
      expect(paper.languages).toEqual(['en', 'hi']);
      return Object.keys(paper.sections[0]?.questions[0]?.locales ?? {});
    };
    expect(await languagesOf('false')).toEqual(['en']);
    expect(await languagesOf('0')).toEqual(['en']);
    expect(await languagesOf('true')).toEqual(['en', 'hi']);
    expect(await languagesOf('1')).toEqual(['en', 'hi']);
    expectRefused(
      await test('GET', `/v2/test/${BILINGUAL_TEST}/questions?all_locales=no`),
      'all_locales',
    );
  });

  it('gives a guest session for is_guest=true or =1, and refuses is_guest=false', async () => {
    const guest = (flag: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/user/details?is_guest=${flag}`,
        payload: { source: 'web' },
        headers: { host: 'abhyas.localhost' },
      });
    for (const yes of ['true', '1']) expect((await guest(yes)).statusCode, yes).toBe(200);
    expectRefused(await guest('false'), 'is_guest');
    expectRefused(await guest('maybe'), 'is_guest');
  });
});
