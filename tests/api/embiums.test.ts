import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbiumBalance, EmbiumReward } from '../../domain/contracts/embiums.ts';
import type { AnswerCheck } from '../../domain/contracts/practice.ts';
import { indiaDay } from '../../domain/embiums/indiaDay.ts';
import { INDIA_OFFSET_MS } from '../../domain/rules/dates.ts';
import { DAY_MS } from '../../domain/timeline/timelinePeriods.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import type { EmbiumRules } from '../../schemas/types.generated.ts';
import { authStore } from '../../server/services/auth/authStore.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import { embiumsStore } from '../../server/services/embiums/embiumsStore.ts';
import {
  createTestApp,
  demoBank,
  DIALECTS,
  familyWithChild,
  signInAgain,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
const VIDYA = 'vidya.localhost';
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const SECTIONAL = 'jee-main-sectional-mock';
const PASSWORD = 'Str0ng#pass';
const MINUTE = 60_000;

/**
 * The pack's table with small caps and short runs, so a test reaches them in a few answers: a
 * perfect answer earns 2 silver up to 3 a day, three right in a row earn gold, two days in a row
 * with an award earn gold.
 */
const RULES: EmbiumRules = {
  rules: {
    practiceRight: { metal: 'silver', points: 1, dailyCap: 100, featureCategory: 'practice' },
    practicePerfect: { metal: 'silver', points: 2, dailyCap: 3, featureCategory: 'practice' },
    practiceStreak: {
      metal: 'gold',
      points: 1,
      dailyCap: 3,
      featureCategory: 'practice',
      every: 3,
    },
    lessonFinished: { metal: 'silver', points: 5, dailyCap: 50, featureCategory: 'learn' },
    testFinished: { metal: 'silver', points: 20, dailyCap: 60, featureCategory: 'test' },
    studyStreak: { metal: 'gold', points: 1, dailyCap: 1, featureCategory: 'streak', every: 2 },
  },
};

describe.each(DIALECTS)('embiums on %s', (dialect) => {
  let t: TestApp;
  let bank: Map<string, BankQuestion>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { embiumRules: RULES });
    bank = await demoBank();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object, host = HOST) =>
    t.app.inject({ method, url, payload, headers: { host, 'x-auth-token': who.childToken } });
  const balance = async (who: Family): Promise<EmbiumBalance | null> => {
    const reply = await call(who, 'GET', '/api/embiums/balance');
    if (reply.statusCode === 204) return null;
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<EmbiumBalance>();
  };
  const ask = (who: Family, event: string, objectId: string, locale = 'en', host = HOST) =>
    call(
      who,
      'POST',
      `/api/embiums/${event}?event_id=e-${objectId}&object_id=${objectId}&locale=${locale}`,
      undefined,
      host,
    );
  const rewardOf = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<EmbiumReward>();
  };

  /** A kinematics session whose queue holds the questions named, in order. */
  const sessionWith = async (who: Family, codes: string[], host = HOST) => {
    const started = await call(
      who,
      'POST',
      '/api/practice/v1/practice/session',
      { type: 'Normal', learning_map: { learnpath_name: KINEMATICS } },
      host,
    );
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    const queued = await call(
      who,
      'POST',
      `/api/practice/v1/practice/${session}/question?mode=Normal&questionCode=${codes.join(',')}`,
      undefined,
      host,
    );
    expect(queued.statusCode, queued.body).toBe(200);
    return session;
  };
  /** Serves the session's next question and answers it right, well within its time: perfect. */
  const answerRight = async (who: Family, session: string, code: string, host = HOST) => {
    const served = await call(
      who,
      'GET',
      `/api/practice/v1/practice/${session}/question`,
      undefined,
      host,
    );
    expect(served.json<{ data: { question: { code: string } } }>().data.question.code).toBe(code);
    return submitRight(who, session, code, host);
  };
  const submitRight = async (who: Family, session: string, code: string, host = HOST) => {
    const question = bank.get(code) as BankQuestion;
    const reply = await call(
      who,
      'POST',
      `/api/practice/v1/practice/${session}/question/${code}`,
      {
        event: 'submit',
        at: t.deps.clock(),
        time_spent: Math.round(question.idealTimeSeconds / 2),
        answer: keyAsAnswer(question),
      },
      host,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: { check: AnswerCheck } }>().data.check;
  };
  const summaryOf = async (who: Family, session: string) => {
    const reply = await call(who, 'GET', `/api/practice/v1/practice/${session}/summary`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{
      data: { silverEmbiumsEarnedCount: number; goldEmbiumsEarnedCount: number };
    }>().data;
  };
  const watch = (who: Family, videoId: string, status: string) =>
    call(who, 'POST', '/api/content/content-status', {
      child_id: who.childId,
      content_id: videoId,
      content_status: status,
      content_type: 'Video',
      length: 51.9,
      watched_duration: status === 'COMPLETED' ? 51.9 : 10,
    });

  it('has no balance (204) until a right answer earns, which the check carries as awarded', async () => {
    const asha = await familyWithChild(t, '9610000001');
    expect(await balance(asha)).toBeNull();
    const session = await sessionWith(asha, ['phy-kin-0009']);
    const check = await answerRight(asha, session, 'phy-kin-0009');
    expect(check).toMatchObject({
      attemptTypeBadge: 'Perfect',
      silverEmbiums: 2,
      totalEmbiums: 2,
    });
    expect(await balance(asha)).toEqual({ current_value: 2, silver: 2, gold: 0 });
    // The resubmit's check tells the same award, from the ledger, and earns nothing more.
    expect(await submitRight(asha, session, 'phy-kin-0009')).toMatchObject({
      silverEmbiums: 2,
      totalEmbiums: 2,
    });
    expect(await summaryOf(asha, session)).toMatchObject({
      silverEmbiumsEarnedCount: 2,
      goldEmbiumsEarnedCount: 0,
    });
    // A wrong answer earns nothing, and says so.
    const wrong = await sessionWith(asha, ['phy-kin-0010']);
    await call(asha, 'GET', `/api/practice/v1/practice/${wrong}/question`);
    const question = bank.get('phy-kin-0010') as BankQuestion & { answer: boolean };
    const reply = await call(
      asha,
      'POST',
      `/api/practice/v1/practice/${wrong}/question/phy-kin-0010`,
      {
        event: 'submit',
        at: t.deps.clock(),
        time_spent: 15,
        answer: { type: 'TrueFalse', value: !question.answer },
      },
    );
    expect(reply.json<{ data: { check: AnswerCheck } }>().data.check).toMatchObject({
      status: 'incorrect',
      silverEmbiums: 0,
      totalEmbiums: 2,
    });
  });

  it('earns once for an answer sent ten times at once', async () => {
    const ravi = await familyWithChild(t, '9610000002');
    const session = await sessionWith(ravi, ['phy-kin-0003']);
    await call(ravi, 'GET', `/api/practice/v1/practice/${session}/question`);
    const checks = await Promise.all(
      Array.from({ length: 10 }, () => submitRight(ravi, session, 'phy-kin-0003')),
    );
    expect(Math.max(...checks.map((c) => c.silverEmbiums))).toBe(2);
    expect(await balance(ravi)).toEqual({ current_value: 2, silver: 2, gold: 0 });
    expect(await submitRight(ravi, session, 'phy-kin-0003')).toMatchObject({
      silverEmbiums: 2,
      totalEmbiums: 2,
    });
  });

  it('rewards a finished lesson once the child’s progress says so, once however often asked', async () => {
    const meena = await familyWithChild(t, '9610000003');
    const notYet = await ask(meena, 'lessonFinished', 'ohms-law');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'EMBIUM_NOT_EARNED' });
    await watch(meena, 'ohms-law', 'INPROGRESS');
    expect((await ask(meena, 'lessonFinished', 'ohms-law')).statusCode).toBe(409);
    await watch(meena, 'ohms-law', 'COMPLETED');
    const reward = rewardOf(await ask(meena, 'lessonFinished', 'ohms-law'));
    expect(reward).toEqual({
      awarded_points: 5,
      total_points: 5,
      metal: 'silver',
      feature_category: 'learn',
      user_message: 'Embiums for finishing a lesson: +5. You now have 5.',
    });
    const again = rewardOf(await ask(meena, 'lessonFinished', 'ohms-law', 'hi'));
    expect(again).toMatchObject({ awarded_points: 0, total_points: 5 });
    expect(again.user_message).toContain('एम्बियम');
    // Raced: ten asks for another finished lesson earn its five once.
    await watch(meena, 'projectile-motion', 'COMPLETED');
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => ask(meena, 'lessonFinished', 'projectile-motion')),
    );
    expect(raced.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(raced.reduce((sum, r) => sum + r.json<EmbiumReward>().awarded_points, 0)).toBe(5);
    expect(await balance(meena)).toEqual({ current_value: 10, silver: 10, gold: 0 });
    expect((await ask(meena, 'lessonFinished', 'no-such-video')).statusCode).toBe(404);
  });

  it('refuses to be asked for what the server awards by itself', async () => {
    const kiran = await familyWithChild(t, '9610000004');
    for (const event of ['practiceRight', 'practicePerfect', 'practiceStreak', 'studyStreak']) {
      const reply = await ask(kiran, event, 'anything');
      expect(reply.statusCode, event).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'EMBIUM_SERVER_AWARDED' });
    }
    expect(await balance(kiran)).toBeNull();
  });

  it('rewards a submitted test as it is submitted, and confirms it when asked', async () => {
    const dev = await familyWithChild(t, '9610000005');
    const other = await familyWithChild(t, '9610000006');
    const started = await call(dev, 'POST', `/api/test/v1/test/${SECTIONAL}/session`, {});
    const session = started.json<{ data: { id: string } }>().data.id;
    const early = await ask(dev, 'testFinished', session);
    expect(early.json()).toMatchObject({ code: 'EMBIUM_NOT_EARNED' });
    t.advance(MINUTE);
    const closing = {
      events: [
        {
          id: 'e-1',
          sequence: 1,
          t: t.deps.clock(),
          section: null,
          question_code: null,
          event_type: 'freeze',
          event_info: { reason: 'submit' },
        },
      ],
    };
    const submitted = await call(dev, 'POST', `/api/test/v1/test/${session}/events`, closing);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await balance(dev)).toEqual({ current_value: 20, silver: 20, gold: 0 });
    // The closing batch sent again, and the client asking too, earn nothing more.
    await call(dev, 'POST', `/api/test/v1/test/${session}/events`, closing);
    expect(rewardOf(await ask(dev, 'testFinished', session))).toMatchObject({
      awarded_points: 0,
      total_points: 20,
      feature_category: 'test',
    });
    expect((await ask(other, 'testFinished', session)).statusCode).toBe(403);
    expect((await ask(dev, 'testFinished', 'no-such-session')).statusCode).toBe(404);
  });

  it('holds the day’s cap until midnight in India, and two days in a row earn a streak’s gold', async () => {
    const mobile = '9610000007';
    let lata = await familyWithChild(t, mobile);
    const codes = ['phy-kin-0003', 'phy-kin-0009', 'phy-kin-0010', 'phy-kin-0008'];
    const session = await sessionWith(lata, codes);
    const first = await answerRight(lata, session, 'phy-kin-0003');
    const second = await answerRight(lata, session, 'phy-kin-0009');
    const third = await answerRight(lata, session, 'phy-kin-0010');
    // 2, then the 1 left of the cap of 3, then none; the third right in a row earns gold.
    expect([first, second, third].map((c) => c.silverEmbiums)).toEqual([2, 1, 0]);
    expect(third.totalEmbiums).toBe(4);
    expect(await summaryOf(lata, session)).toMatchObject({
      silverEmbiumsEarnedCount: 3,
      goldEmbiumsEarnedCount: 1,
    });

    // A minute before midnight in India the cap still holds.
    const today = indiaDay(t.deps.clock());
    const midnight = (today + 1) * DAY_MS - INDIA_OFFSET_MS;
    t.advance(midnight - MINUTE - t.deps.clock());
    lata = await signInAgain(t, mobile);
    const late = await sessionWith(lata, ['phy-kin-0008']);
    expect((await answerRight(lata, late, 'phy-kin-0008')).silverEmbiums).toBe(0);

    // Past midnight it is another day: the answer earns again, and two days in a row with an
    // award earn the study streak's gold.
    t.advance(2 * MINUTE);
    expect(indiaDay(t.deps.clock())).toBe(today + 1);
    lata = await signInAgain(t, mobile);
    const next = await sessionWith(lata, ['phy-kin-0011']);
    const earned = await answerRight(lata, next, 'phy-kin-0011');
    expect(earned.silverEmbiums).toBe(2);
    expect(await balance(lata)).toEqual({ current_value: 7, silver: 5, gold: 2 });
  });

  it('gives nothing on a brand that switches embiums off, and refuses its calls', async () => {
    const mobile = '9610000008';
    // Institutes make their students' accounts themselves, so this one is made in the database.
    const store = authStore(t.deps.db);
    const id = await store.insertUser({
      org_id: 15,
      email: null,
      mobile,
      password_hash: await hashPassword(PASSWORD),
      first_name: 'Anu',
      last_name: '',
      created_at: 0,
    });
    if (id === undefined) throw new Error('the institute account was not made');
    await store.markVerified(id, 'sms');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { mobile, password: PASSWORD, device_id: 'tests' },
      headers: { host: VIDYA },
    });
    const token = String(signIn.headers['x-auth-token']);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      payload: { first_name: 'Anu', primary_goal: 'PreUG', primary_exam: 'jee-main' },
      headers: { host: VIDYA, 'x-auth-token': token },
    });
    expect(added.statusCode, added.body).toBe(200);
    const child = added.json<{ data: { id: string; token: string } }>().data;
    const anu: Family = { token, childId: child.id, childToken: child.token };

    const balanceCall = await call(anu, 'GET', '/api/embiums/balance', undefined, VIDYA);
    expect(balanceCall.statusCode).toBe(403);
    expect(balanceCall.json()).toMatchObject({ code: 'FORBIDDEN' });
    await call(
      anu,
      'POST',
      '/api/content/content-status',
      {
        child_id: anu.childId,
        content_id: 'ohms-law',
        content_status: 'COMPLETED',
        content_type: 'Video',
        length: 51.9,
        watched_duration: 51.9,
      },
      VIDYA,
    );
    expect((await ask(anu, 'lessonFinished', 'ohms-law', 'en', VIDYA)).statusCode).toBe(403);

    const session = await sessionWith(anu, ['phy-kin-0009'], VIDYA);
    const check = await answerRight(anu, session, 'phy-kin-0009', VIDYA);
    expect(check.attemptTypeBadge).toBe('Perfect');
    expect(check.silverEmbiums).toBe(0);
    expect(check).not.toHaveProperty('totalEmbiums');
    expect(await embiumsStore(t.deps.db).balance(anu.childId)).toEqual({ silver: 0, gold: 0 });
  });

  it('puts on a timeline record what its object really earned, not what the client says', async () => {
    const sita = await familyWithChild(t, '9610000009');
    const session = await sessionWith(sita, ['phy-kin-0009']);
    await answerRight(sita, session, 'phy-kin-0009');
    const post = (record: object) =>
      call(sita, 'POST', '/api/timeline/activity', { source_reference: 'tests', ...record });
    const kept = await post({
      type: 'Practice',
      content_id: 'phy-kin-0009',
      format_reference: session,
      embiums: 500,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const unearned = await post({ type: 'Video', content_id: 'ohms-law', embiums: 5 });
    const book = await post({ type: 'Book', content_id: 'jee-main-physics', embiums: 9 });
    const rows = await t.deps.db
      .selectFrom('timeline_activity')
      .select(['id', 'record'])
      .where('child_id', '=', sita.childId)
      .execute();
    const recordOf = (reply: LightMyRequestResponse) => {
      const id = reply.json<{ data: { id: string } }>().data.id;
      return JSON.parse(rows.find((r) => r.id === id)?.record ?? '{}') as { embiums?: number };
    };
    expect(recordOf(kept).embiums).toBe(2);
    expect(recordOf(unearned).embiums).toBe(0);
    expect(recordOf(book)).not.toHaveProperty('embiums');
  });
});
