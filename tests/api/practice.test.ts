import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerCheck, PracticeQuestion } from '../../domain/contracts/practice.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import {
  createTestApp,
  callAsChild,
  demoBank,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';

describe.each(DIALECTS)('practice service on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  let bank: Map<string, BankQuestion>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000011');
    ravi = await familyWithChild(t, '9400000012');
    bank = await demoBank();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/practice', who, method, url, payload);
  const start = async (who: Family, body: object) => {
    const answer = await call(who, 'POST', '/v1/practice/session', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: { session_id: string } }>().data.session_id;
  };
  const next = async (who: Family, session: string, action = 'nextQuestion') => {
    const answer = await call(who, 'GET', `/v1/practice/${session}/question?action=${action}`);
    return answer.statusCode === 204
      ? undefined
      : answer.json<{ data: { question: PracticeQuestion; intervention: unknown } }>().data;
  };
  const submit = async (
    who: Family,
    session: string,
    code: string,
    answer: object,
    timeSpent = 30,
  ) => {
    const reply = await call(who, 'POST', `/v1/practice/${session}/question/${code}`, {
      event: 'submit',
      at: Date.now(),
      time_spent: timeSpent,
      answer,
    });
    return reply;
  };
  const keyOf = (code: string) => keyAsAnswer(bank.get(code) as BankQuestion);
  /** A wrong answer to a choice, true/false or comparison question. */
  const wrongAnswerOf = (q: BankQuestion): object => {
    switch (q.type) {
      case 'SingleChoice':
        return { type: q.type, choice: q.options.find((o) => o.id !== q.answer)?.id };
      case 'TrueFalse':
        return { type: q.type, value: !q.answer };
      case 'CompareNumber':
        return { type: q.type, relation: q.answer === '<' ? '>' : '<' };
      default:
        throw new Error(`no wrong answer made for ${q.type}`);
    }
  };

  it('serves a chapter’s questions one at a time, without their keys, and checks answers on the server', async () => {
    const session = await start(asha, {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    const first = await next(asha, session);
    expect(first?.question.learning_map.topic_learnpath_name.startsWith(KINEMATICS)).toBe(true);
    expect(JSON.stringify(first)).not.toContain('"answer"');
    const code = first?.question.code ?? '';
    // Asking again before answering gives the same question, not a skip.
    expect((await next(asha, session))?.question.code).toBe(code);
    const right = await submit(asha, session, code, keyOf(code));
    const check = right.json<{ data: { check: AnswerCheck } }>().data.check;
    expect(check).toMatchObject({ status: 'correct', correctness: 1, timeSpent: 30 });
    expect(check.mastery.after).toBeGreaterThan(check.mastery.before);
    // A retried submit gets the first answer's check again.
    const retried = await submit(asha, session, code, keyOf(code));
    expect(retried.json<{ data: { check: AnswerCheck } }>().data.check.status).toBe('correct');
  });

  it('answers a resubmit of an answered question with the first check, unchanged, whatever it now says', async () => {
    const session = await sessionAt(asha, 'phy-kin-0005');
    const question = bank.get('phy-kin-0005') as BankQuestion;
    const reply = (answer: object, timeSpent: number) =>
      submit(asha, session, question.code, answer, timeSpent);
    const first = (await reply(keyAsAnswer(question), 30)).json<{ data: { check: AnswerCheck } }>()
      .data.check;
    expect(first.status).toBe('correct');
    // Right first, wrong on the resubmit: the record keeps the first answer, and so does the check.
    const wrong = await reply(wrongAnswerOf(question), 45);
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json<{ data: { check: AnswerCheck } }>().data.check).toEqual(first);
  });

  /** A session over kinematics whose next question is the one named. */
  const sessionAt = async (who: Family, code: string) => {
    const session = await start(who, {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    const queued = await call(
      who,
      'POST',
      `/v1/practice/${session}/question?mode=Normal&questionCode=${code}`,
    );
    expect(queued.statusCode, queued.body).toBe(200);
    expect((await next(who, session))?.question.code).toBe(code);
    return session;
  };
  const checkOf = (reply: Awaited<ReturnType<typeof submit>>) =>
    reply.json<{ data: { check: AnswerCheck } }>().data.check;

  it('tells a wrong answer, with the attempt type by time, and refuses a malformed one naming the field', async () => {
    const session = await sessionAt(asha, 'phy-kin-0001');
    const malformed = await submit(asha, session, 'phy-kin-0001', { type: 'Integer', value: 50 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(malformed.json<{ message: string }>().message).toMatch(/answer/);
    const badField = await submit(asha, session, 'phy-kin-0001', { type: 'SingleChoice' });
    expect(badField.json<{ message: string }>().message).toMatch(/choice/);

    // Two seconds on a minute's question: a wasted attempt, the key and the working shown.
    const wrong = checkOf(
      await submit(asha, session, 'phy-kin-0001', { type: 'SingleChoice', choice: 'a' }, 2),
    );
    expect(wrong).toMatchObject({
      status: 'incorrect',
      correctness: 0,
      attemptTypeBadge: 'Wasted',
      correctAnswers: ['b'],
      idealTime: 60,
      silverEmbiums: 0,
    });
    expect(wrong.explanation).toContain('50');
    expect(wrong.mastery.after).toBeLessThan(wrong.mastery.before);

    const slow = await sessionAt(asha, 'phy-kin-0003');
    const question = bank.get('phy-kin-0003') as BankQuestion;
    const overtime = checkOf(
      await submit(
        asha,
        slow,
        'phy-kin-0003',
        keyOf('phy-kin-0003'),
        question.idealTimeSeconds + 1,
      ),
    );
    expect(overtime.attemptTypeBadge).toBe('OvertimeCorrect');
  });

  it('marks a hint used, and earns a silver embium for a right answer without one', async () => {
    const hinted = await sessionAt(asha, 'phy-kin-0002');
    const hint = await call(asha, 'POST', `/v1/practice/${hinted}/question/phy-kin-0002`, {
      event: 'hint',
      at: Date.now(),
      hint_index: 0,
    });
    expect(hint.statusCode, hint.body).toBe(200);
    const withHint = checkOf(await submit(asha, hinted, 'phy-kin-0002', keyOf('phy-kin-0002')));
    expect(withHint).toMatchObject({ status: 'correct', hintUsed: true });

    const plain = await sessionAt(asha, 'phy-kin-0009');
    const without = checkOf(await submit(asha, plain, 'phy-kin-0009', keyOf('phy-kin-0009')));
    expect(without).toMatchObject({ hintUsed: false, attemptTypeBadge: 'Perfect' });
    expect(without.silverEmbiums).toBeGreaterThan(withHint.silverEmbiums);
  });

  it('walks solve-with-us step by step, showing a wrong step’s answer, and finishes the question', async () => {
    const session = await sessionAt(ravi, 'phy-kin-0001');
    const url = `/v1/practice/${session}/question/phy-kin-0001/solve-with-us`;
    const opened = await call(ravi, 'GET', url);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      data: { current_step_index: 0, max_steps: 2, complete: false, check: null },
    });
    const first = await call(ravi, 'POST', url, { start_time: Date.now(), answers: ['5'] });
    expect(first.json()).toMatchObject({
      data: {
        current_step_index: 1,
        steps: [{ badge: 'incorrect', user_attempt: ['5'], fibs_text: ['4'] }, { badge: null }],
      },
    });
    const last = await call(ravi, 'POST', url, { start_time: Date.now(), answers: ['50'] });
    expect(last.json()).toMatchObject({
      data: {
        complete: true,
        check: { status: 'incorrect', attemptTypeBadge: 'SolveWithUsInCorrect' },
      },
    });
    // Done is done: the question is not answered a second time.
    const again = checkOf(await submit(ravi, session, 'phy-kin-0001', keyOf('phy-kin-0001')));
    expect(again.attemptTypeBadge).toBe('SolveWithUsInCorrect');

    const revealed = await sessionAt(ravi, 'phy-kin-0002');
    const shown = await call(
      ravi,
      'GET',
      `/v1/practice/${revealed}/question/phy-kin-0002/solve-with-us?showAnswer=true`,
    );
    expect(shown.json()).toMatchObject({
      data: { complete: true, check: { attemptTypeBadge: 'SolveWithUsRevealedAnswer' } },
    });
    const noSteps = await sessionAt(ravi, 'phy-kin-0003');
    expect(
      (await call(ravi, 'GET', `/v1/practice/${noSteps}/question/phy-kin-0003/solve-with-us`))
        .statusCode,
    ).toBe(404);
  });

  it('offers a lesson when practice stalls on a concept', async () => {
    const stalled = await familyWithChild(t, '9400000013');
    const session = await start(stalled, {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    // Kinematics has three questions on centripetal acceleration; all answered wrong.
    const onConcept = [...bank.values()].filter(
      (q) =>
        q.primaryConcept === 'phy.centripetal-acceleration' &&
        q.learnPaths.some((p) => p.startsWith(KINEMATICS)),
    );
    expect(onConcept.length).toBe(3);
    await call(
      stalled,
      'POST',
      `/v1/practice/${session}/question?mode=Normal&questionCode=${onConcept.map((q) => q.code).join(',')}`,
    );
    let offered: unknown = null;
    for (const question of onConcept) {
      const served = await next(stalled, session);
      expect(served?.question.code).toBe(question.code);
      offered ??= served?.intervention;
      const reply = await submit(stalled, session, question.code, wrongAnswerOf(question));
      expect(checkOf(reply).status).toBe('incorrect');
    }
    expect(offered).toBeNull();
    const after = await next(stalled, session);
    expect(after?.intervention).toMatchObject({
      concept: { code: 'phy.centripetal-acceleration', type: 'primary_concept' },
    });
    expect(after?.question.do_intervene).toBe(true);
  });

  it('bookmarks a question, names concepts with the child’s mastery, and reports accuracy', async () => {
    const body = {
      child_id: asha.childId,
      content_id: 'phy-kin-0001',
      content_type: 'Question',
      content_category_type: 'Practice',
      bookmarked: true,
    };
    expect((await call(asha, 'POST', '/bookmark', body)).json()).toEqual({
      data: { bookmarked: true },
    });
    const status = await call(
      asha,
      'GET',
      `/bookmark?child_id=${asha.childId}&content_id=phy-kin-0001`,
    );
    expect(status.json()).toEqual({ data: { bookmarked: true } });
    expect(
      (await call(ravi, 'GET', `/bookmark?child_id=${asha.childId}&content_id=phy-kin-0001`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(asha, 'POST', '/bookmark', { ...body, content_id: 'no-such' })).statusCode,
    ).toBe(404);

    const concepts = await call(
      asha,
      'GET',
      '/concepts?where=phy.equations-of-motion,phy.time-of-flight&locale=hi',
    );
    const [practised, untouched] = concepts.json<{ data: { name: string; mastery: number }[] }>()
      .data;
    expect(practised?.name).toMatch(/[\u0900-\u097F]/);
    expect(practised?.mastery).not.toBe(untouched?.mastery);
    expect((await call(asha, 'GET', '/concepts?where=phy.nothing')).statusCode).toBe(404);

    const accuracy = await call(asha, 'GET', '/v1/practice/phy-kin-0001/question_accuracy');
    expect(accuracy.json<{ data: { attempts: number } }>().data.attempts).toBeGreaterThan(0);
  });

  it('answers speech to text with a clear code, records screen events, and refuses steps of no plan', async () => {
    const session = await sessionAt(asha, 'phy-kin-0010');
    const speech = await call(
      asha,
      'POST',
      `/v1/practice/${session}/question/phy-kin-0010/speech_to_text`,
    );
    expect(speech.statusCode).toBe(501);
    expect(speech.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });

    const events = await call(asha, 'POST', `/v1/practice/${session}/events`, {
      events: [{ event: 'practice_opened', at: Date.now() }],
    });
    expect(events.json()).toEqual({ data: { recorded: 1 } });

    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/achieve/achieve/update_paj?paj_id=plan-1&step_index=2&path_type=practice&path_index=0&object_type=chapter&object_id=x&status=COMPLETED',
      headers: { host: HOST, 'x-auth-token': asha.childToken },
    });
    // A step of a plan that was never made is no record of anything (achieve's API tests step real plans).
    expect(plan.statusCode).toBe(404);
    expect(plan.json()).toMatchObject({ code: 'PAJ_NOT_FOUND' });
    const pajWithoutStep = await call(asha, 'POST', '/v1/practice/session', {
      type: 'PAJPractice',
      learning_map: { learnpath_name: KINEMATICS },
    });
    expect(pajWithoutStep.statusCode).toBe(400);
  });

  it('practises over a video: the annotation’s concept, a few questions', async () => {
    const session = await start(ravi, {
      type: 'AdhocPractice',
      learning_map: { concepts: ['phy.range-of-projectile'] },
    });
    let served = await next(ravi, session);
    const seen: string[] = [];
    while (served) {
      seen.push(served.question.code);
      expect(served.question.concepts[0]?.code).toBe('phy.range-of-projectile');
      await submit(ravi, session, served.question.code, keyOf(served.question.code));
      served = await next(ravi, session);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(3);
    expect(
      (
        await call(ravi, 'POST', '/v1/practice/session', {
          type: 'AdhocPractice',
          learning_map: { concepts: ['phy.nothing'] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps another child out of a session', async () => {
    const session = await start(asha, {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    expect((await call(ravi, 'GET', `/v1/practice/${session}/question`)).statusCode).toBe(403);
    expect((await call(ravi, 'GET', `/v1/practice/${session}/summary`)).statusCode).toBe(403);
    expect((await call(asha, 'GET', '/v1/practice/no-such-session/question')).statusCode).toBe(404);
  });

  it('ends with 204 when the place runs out, and sums the session up', async () => {
    const session = await start(asha, {
      type: 'CFUPractice',
      learning_map: { learnpath_name: `${KINEMATICS}--projectile-motion` },
    });
    expect((await call(asha, 'GET', `/v1/practice/${session}/summary`)).statusCode).toBe(406);
    let served = await next(asha, session);
    let answered = 0;
    while (served) {
      await submit(asha, session, served.question.code, keyOf(served.question.code), 40);
      answered++;
      served = await next(asha, session);
    }
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(5);
    const summary = await call(asha, 'GET', `/v1/practice/${session}/summary`);
    expect(summary.json()).toMatchObject({
      data: { accuracy: 100, metaData: { attempts: expect.any(Array) as unknown } },
    });
  });
});
