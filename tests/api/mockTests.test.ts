import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BundleMeta,
  TestEvent,
  TestPaper,
  TestSession,
} from '../../domain/contracts/mockTests.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import {
  createTestApp,
  callAsChild,
  demoBank,
  DIALECTS,
  familyWithChild,
  signInAgain,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
const JEE_MOCK = 'jee-main-mock-1';
const DIAGNOSTIC = 'jee-main-diagnostic-physics';
const MINUTE = 60_000;

describe.each(DIALECTS)('test service on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  let bank: Map<string, BankQuestion>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000021');
    ravi = await familyWithChild(t, '9400000022');
    bank = await demoBank();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/test', who, method, url, payload);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the reply's shape
  const data = <T>(reply: LightMyRequestResponse): T => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: T }>().data;
  };
  const start = async (who: Family, code: string, body: object = {}) =>
    data<TestSession>(
      await call(who, 'POST', `/v1/test/${encodeURIComponent(code)}/session`, body),
    );
  const paperOf = async (who: Family, code: string) =>
    data<TestPaper>(
      await call(who, 'GET', `/v2/test/${encodeURIComponent(code)}/questions?all_locales=true`),
    );

  /** Events as a runner makes them: numbered from `from`, timed now on the app's clock. */
  const events = (from: number, list: readonly Partial<TestEvent>[]): TestEvent[] =>
    list.map(
      (e, i) =>
        ({
          id: `e-${from + i}-${Math.random()}`,
          sequence: from + i,
          t: t.deps.clock(),
          section: null,
          question_code: null,
          event_info: {},
          ...e,
        }) as TestEvent,
    );
  const post = (who: Family, session: string, list: TestEvent[]) =>
    call(who, 'POST', `/v1/test/${session}/events`, { events: list });
  const keyOf = (code: string) => keyAsAnswer(bank.get(code) as BankQuestion);
  const wrongChoice = (code: string) => {
    const q = bank.get(code);
    if (q?.type !== 'SingleChoice') throw new Error(`${code} is not single choice`);
    return { type: 'SingleChoice', choice: q.options.find((o) => o.id !== q.answer)?.id ?? '' };
  };

  it('describes a JEE paper: sections, marks, timing; another exam’s test is not there', async () => {
    const meta = data<BundleMeta>(await call(asha, 'GET', `/mocktest-bundles/${JEE_MOCK}/latest`));
    expect(meta).toMatchObject({
      code: JEE_MOCK,
      type: 'mock_test',
      exam_code: 'jee-main',
      question_count: 90,
      max_marks: 300,
      duration: 10_800,
      isScheduled: false,
      is_password_protected: false,
      schedule_status: 'BEGUN.IN_ATTEMPT_WINDOW',
      languages: ['en', 'hi'],
      session: null,
    });
    expect(
      meta.sections.map((s) => [s.code, s.question_count, s.maxAttempted, s.max_marks]),
    ).toEqual([
      ['physics-a', 20, null, 80],
      ['physics-b', 10, 5, 20],
      ['chemistry-a', 20, null, 80],
      ['chemistry-b', 10, 5, 20],
      ['mathematics-a', 20, null, 80],
      ['mathematics-b', 10, 5, 20],
    ]);
    expect(meta.sections[1]?.marking).toEqual({ correct: 4, incorrect: 0, unattempted: 0 });
    expect(JSON.stringify(meta)).not.toContain('password"');
    const neet = await call(asha, 'GET', '/mocktest-bundles/neet-ug-mock-1/latest');
    expect(neet.statusCode).toBe(404);
    expect(neet.json()).toMatchObject({ code: 'TEST_NOT_FOUND' });
  });

  it('serves the paper only once started, without keys, in every language', async () => {
    expect((await call(ravi, 'GET', `/v2/test/${JEE_MOCK}/questions`)).json()).toMatchObject({
      code: 'TEST_NOT_STARTED',
    });
    const session = await start(ravi, JEE_MOCK);
    expect(session.status).toBe('started');
    expect(session.deadline_at - session.started_at).toBe(10_800_000);
    expect(await start(ravi, JEE_MOCK)).toEqual(session);
    const paper = await paperOf(ravi, JEE_MOCK);
    const questions = paper.sections.flatMap((s) => s.questions);
    expect(questions).toHaveLength(90);
    expect(questions.map((q) => q.question_index)).toEqual(questions.map((_, i) => i + 1));
    expect(Object.keys(questions[0]?.locales ?? {})).toEqual(['en', 'hi']);
    expect(JSON.stringify(paper)).not.toMatch(/"answer"|"explanation"|"verify"/);
  });

  it('stores each event once by sequence, whatever the order or how often it comes', async () => {
    const session = await start(asha, JEE_MOCK);
    const paper = await paperOf(asha, JEE_MOCK);
    const [q1, q2] = paper.sections[0]?.questions ?? [];
    const c1 = q1?.code ?? '';
    const c2 = q2?.code ?? '';
    const batch = events(1, [
      { event_type: 'view', section: 'physics-a', question_code: c1 },
      {
        event_type: 'save',
        section: 'physics-a',
        question_code: c1,
        event_info: { answer: keyOf(c1) },
      },
      { event_type: 'view', section: 'physics-a', question_code: c2 },
      {
        event_type: 'save',
        section: 'physics-a',
        question_code: c2,
        event_info: { answer: wrongChoice(c2) },
      },
      { event_type: 'mark', section: 'physics-a', question_code: c2 },
    ] as Partial<TestEvent>[]);
    // The last two first, then everything (a retried sync after a lost answer).
    expect(data(await post(asha, session.id, batch.slice(3)))).toMatchObject({
      stored: 2,
      duplicates: 0,
      last_sequence: 5,
    });
    expect(data(await post(asha, session.id, batch))).toMatchObject({ stored: 3, duplicates: 2 });
    const summary = data<{ summary: Record<string, number> }>(
      await call(asha, 'POST', `/v1/test/${session.id}/short-summary`),
    );
    expect(summary.summary).toEqual({
      answered: 1,
      notAnswered: 0,
      notVisited: 88,
      reviewNow: 0,
      answeredAndMarkedForReview: 1,
    });
    const held = data<{ events: TestEvent[]; total: number }>(
      await call(asha, 'GET', `/v1/test/${session.id}/events?pageNumber=0`),
    );
    expect(held.total).toBe(5);
    expect(held.events.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses an answer of the wrong type or a question the paper lacks, naming the field', async () => {
    const session = await start(asha, JEE_MOCK);
    const paper = await paperOf(asha, JEE_MOCK);
    const code = paper.sections[0]?.questions[0]?.code ?? '';
    const wrongType = await post(
      asha,
      session.id,
      events(100, [
        {
          event_type: 'save',
          question_code: code,
          event_info: { answer: { type: 'Integer', value: 3 } },
        },
      ] as Partial<TestEvent>[]),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ message: string }>().message).toMatch(/events\.0\.event_info\.answer/);
    const stranger = await post(
      asha,
      session.id,
      events(100, [{ event_type: 'view', question_code: 'bio-cell-0001' }]),
    );
    expect(stranger.json<{ message: string }>().message).toMatch(/question_code/);
    expect((await post(ravi, session.id, events(100, [{ event_type: 'view' }]))).statusCode).toBe(
      403,
    );
    expect((await call(ravi, 'GET', `/v1/test/${session.id}/events`)).statusCode).toBe(403);
    expect((await call(asha, 'GET', '/v1/test/no-such/events')).statusCode).toBe(404);
  });

  it('counts any 5 answers of a section that takes 5: a sixth is refused', async () => {
    const family = await familyWithChild(t, '9400000023');
    const session = await start(family, JEE_MOCK);
    const paper = await paperOf(family, JEE_MOCK);
    const numerical = paper.sections[1]?.questions.map((q) => q.code) ?? [];
    await post(
      family,
      session.id,
      events(
        1,
        numerical.slice(0, 6).map((code) => ({
          event_type: 'save',
          section: 'physics-b',
          question_code: code,
          event_info: { answer: keyOf(code) },
        })),
      ),
    );
    const summary = data<{ sections: { code: string; summary: Record<string, number> }[] }>(
      await call(family, 'POST', `/v1/test/${session.id}/short-summary`),
    );
    expect(summary.sections.find((s) => s.code === 'physics-b')?.summary).toMatchObject({
      answered: 5,
      notAnswered: 1,
    });
  });

  it('submits, scores on the server, refuses later events and takes late ones made before', async () => {
    const family = await familyWithChild(t, '9400000024');
    const session = await start(family, JEE_MOCK);
    const paper = await paperOf(family, JEE_MOCK);
    const [right, wrong, later] = paper.sections[0]?.questions.map((q) => q.code) ?? [];
    const madeEarly = events(3, [
      { event_type: 'save', question_code: later, event_info: { answer: keyOf(later ?? '') } },
    ] as Partial<TestEvent>[]);
    t.advance(MINUTE);
    await post(
      family,
      session.id,
      events(1, [
        { event_type: 'save', question_code: right, event_info: { answer: keyOf(right ?? '') } },
        {
          event_type: 'save',
          question_code: wrong,
          event_info: { answer: wrongChoice(wrong ?? '') },
        },
      ] as Partial<TestEvent>[]),
    );
    // Sequence 3 is still offline; the student submits.
    const frozen = data<{ status: string }>(
      await post(
        family,
        session.id,
        events(4, [{ event_type: 'freeze', event_info: { reason: 'submit' } }]),
      ),
    );
    expect(frozen.status).toBe('finished');
    const analysis = async () =>
      data<{ score: number; rank: number; percentile: number; takers: number }>(
        await call(family, 'GET', `/v1/test/${session.id}/analysis`),
      );
    t.advance(MINUTE);
    const after = await post(
      family,
      session.id,
      events(5, [{ event_type: 'view', question_code: right }]),
    );
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'TEST_FROZEN' });
    // The offline answer, made before the submit, arrives before the results were looked at: it counts.
    expect(data(await post(family, session.id, madeEarly))).toMatchObject({ stored: 1 });
    expect(await analysis()).toMatchObject({ score: 7, rank: 1, percentile: 100 });
    // Sent again (the device never heard back), it is still taken, as a duplicate.
    expect(data(await post(family, session.id, madeEarly))).toMatchObject({
      stored: 0,
      duplicates: 1,
    });
    expect((await call(family, 'POST', `/v1/test/${JEE_MOCK}/session`, {})).json()).toMatchObject({
      code: 'TEST_FINISHED',
    });
  });

  it('keeps review marks as NTA does, scores an answer marked for review, and counts per question', async () => {
    // Asha's chapter test (a new family here would pass the sign-in code limit).
    const chapterTest = 'PreUG--jee-main--physics--mechanics--kinematics';
    const family = asha;
    const session = await start(family, chapterTest);
    const paper = await paperOf(family, chapterTest);
    const section = paper.sections[0]?.code ?? null;
    const codes = paper.sections[0]?.questions.map((q) => q.code) ?? [];
    const single = codes.filter((c) => bank.get(c)?.type === 'SingleChoice');
    const [c1, c2] = single;
    const [c3, c4] = codes.filter((c) => c !== c1 && c !== c2);
    const on = (code: string | undefined) => ({ section, question_code: code });
    const sent = events(1, [
      { event_type: 'view', ...on(c1) },
      { event_type: 'save', ...on(c1), event_info: { answer: keyOf(c1 ?? ''), review: true } },
      { event_type: 'view', ...on(c2) },
      {
        event_type: 'save',
        ...on(c2),
        event_info: { answer: wrongChoice(c2 ?? ''), review: true },
      },
      // Save & Next on the marked question: answered, the mark gone.
      {
        event_type: 'save',
        ...on(c2),
        event_info: { answer: wrongChoice(c2 ?? ''), review: false },
      },
      { event_type: 'view', ...on(c3) },
      { event_type: 'save', ...on(c3), event_info: { answer: null, review: true } },
      { event_type: 'view', ...on(c4) },
      { event_type: 'freeze', event_info: { reason: 'submit' } },
    ] as Partial<TestEvent>[]);
    expect(data(await post(family, session.id, sent))).toMatchObject({ status: 'finished' });
    const held = data<{ events: TestEvent[] }>(
      await call(family, 'GET', `/v1/test/${session.id}/events?pageNumber=0`),
    );
    expect(held.events[1]?.event_info).toEqual({ answer: keyOf(c1 ?? ''), review: true });

    const analysis = data<{
      score: number;
      sections: {
        marking: object;
        correct: number;
        incorrect: number;
        unattempted: number;
      }[];
      questions: { code: string; status: string; result: string }[];
    }>(await call(family, 'GET', `/v1/test/${session.id}/analysis`));
    const byCode = new Map(analysis.questions.map((q) => [q.code, q]));
    expect([c1, c2, c3, c4].map((c) => byCode.get(c ?? ''))).toMatchObject([
      { status: 'answeredAndMarked', result: 'correct' },
      { status: 'answered', result: 'incorrect' },
      { status: 'reviewNow', result: 'unattempted' },
      { status: 'notAnswered', result: 'unattempted' },
    ]);
    expect(analysis.score).toBe(3);
    // Sections count question by question: together they are the questions, each once.
    const sum = (pick: (s: (typeof analysis.sections)[number]) => number) =>
      analysis.sections.reduce((total, s) => total + pick(s), 0);
    const results = (r: string) => analysis.questions.filter((q) => q.result === r).length;
    expect(sum((s) => s.correct)).toBe(results('correct'));
    expect(sum((s) => s.incorrect)).toBe(results('incorrect'));
    expect(sum((s) => s.unattempted)).toBe(results('unattempted'));
    expect(sum((s) => s.correct + s.incorrect + s.unattempted)).toBe(analysis.questions.length);
    expect(analysis.sections[0]?.marking).toEqual({ correct: 4, incorrect: -1, unattempted: 0 });
  });

  it('changes no score once the student has seen the key: back-dated answers are refused', async () => {
    const family = await familyWithChild(t, '9400000031');
    const session = await start(family, JEE_MOCK);
    const paper = await paperOf(family, JEE_MOCK);
    const codes = paper.sections[0]?.questions.map((q) => q.code).slice(0, 11) ?? [];
    const submittedAt = t.deps.clock();
    t.advance(MINUTE);
    data(
      await post(
        family,
        session.id,
        events(1, [{ event_type: 'freeze', event_info: { reason: 'submit' } }]),
      ),
    );
    const before = data<{
      score: number;
      questions: { code: string; correct_answer_csv: string }[];
    }>(await call(family, 'GET', `/v1/test/${session.id}/analysis`));
    expect(before.score).toBe(0);
    expect(before.questions.every((q) => q.correct_answer_csv !== '')).toBe(true);
    // The attack: the key read, eleven right answers stamped before the submit.
    const backDated = codes.map((code, i) => ({
      id: `attack-${i}`,
      sequence: 2 + i,
      t: submittedAt - MINUTE,
      section: null,
      question_code: code,
      event_type: 'save',
      event_info: { answer: keyOf(code) },
    })) as TestEvent[];
    const refused = await post(family, session.id, backDated);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESULTS_SHOWN' });
    const after = data<{ score: number }>(
      await call(family, 'GET', `/v1/test/${session.id}/analysis`),
    );
    expect(after.score).toBe(0);
    const stored = data<{ total: number }>(
      await call(family, 'GET', `/v1/test/${session.id}/events?pageNumber=0`),
    );
    expect(stored.total).toBe(1);
  });

  it('ranks a student among the takers of their own organisation only', async () => {
    const OTHER_HOST = 'abhyas-home.localhost';
    const elsewhere = await familyWithChild(t, 'ranked@home.example', undefined, OTHER_HOST);
    const ask = (
      host: string,
      who: Family,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/test${url}`,
        payload,
        headers: { host, 'x-auth-token': who.childToken },
      });
    const finish = async (host: string, who: Family) => {
      const session = data<TestSession>(
        await ask(host, who, 'POST', `/v1/test/${JEE_MOCK}/session`, {}),
      );
      data(
        await ask(host, who, 'POST', `/v1/test/${session.id}/events`, {
          events: events(1, [{ event_type: 'freeze', event_info: { reason: 'submit' } }]),
        }),
      );
      return async () =>
        data<{ takers: number; rank: number }>(
          await ask(host, who, 'GET', `/v1/test/${session.id}/analysis`),
        );
    };
    const theirs = await finish(OTHER_HOST, elsewhere);
    expect(await theirs()).toMatchObject({ takers: 1, rank: 1 });
    const ours = await finish(HOST, await familyWithChild(t, '9400000032'));
    const here = await ours();
    expect(here.takers).toBeGreaterThanOrEqual(1);
    // A finisher here is no taker there, and the other way round.
    expect(await theirs()).toMatchObject({ takers: 1, rank: 1 });
    expect((await ours()).takers).toBe(here.takers);
  });

  it('freezes at the deadline a student never submitted, with the answers made before it', async () => {
    let family = await familyWithChild(t, '9400000025');
    const session = await start(family, 'PreUG--jee-main--physics--mechanics--kinematics');
    const code = 'phy-kin-0001';
    const answered = events(1, [
      { event_type: 'save', question_code: code, event_info: { answer: keyOf(code) } },
    ] as Partial<TestEvent>[]);
    t.advance(session.deadline_at - session.started_at + MINUTE);
    family = await signInAgain(t, '9400000025');
    const now = data<TestSession>(
      await call(family, 'GET', `/get-session?sessionId=${session.id}`),
    );
    expect(now).toMatchObject({ status: 'finished', frozen_at: session.deadline_at });
    // Offline at the deadline: the answer given before it still counts when it arrives, sent
    // with the device's own timeout freeze, stamped when the device woke up after the deadline.
    const lateFreeze = events(2, [{ event_type: 'freeze', event_info: { reason: 'timeout' } }]);
    expect(data(await post(family, session.id, [...answered, ...lateFreeze]))).toMatchObject({
      stored: 2,
      status: 'finished',
    });
    const analysis = data<{ score: number; questions: { code: string; result: string }[] }>(
      await call(family, 'GET', `/v1/test/${session.id}/analysis`),
    );
    expect(analysis.score).toBe(4);
    expect(analysis.questions.find((q) => q.code === code)?.result).toBe('correct');
  });

  it('asks for the password of a protected test, and limits guesses', async () => {
    const family = await familyWithChild(t, '9400000026');
    const code = 'jee-main-institute-test';
    expect(
      data<BundleMeta>(await call(family, 'GET', `/mocktest-bundles/${code}/latest`))
        .is_password_protected,
    ).toBe(true);
    const wrong = await call(family, 'POST', `/v1/test/${code}/session`, { password: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'TEST_PASSWORD_WRONG' });
    expect((await start(family, code, { password: 'ABHYAS2026' })).status).toBe('started');
  });

  it('keeps a scheduled test’s results until its answer key is out', async () => {
    let family = await familyWithChild(t, '9400000027');
    const code = 'jee-main-weekly-physics';
    const meta = data<BundleMeta>(await call(family, 'GET', `/mocktest-bundles/${code}/latest`));
    expect(meta).toMatchObject({ isScheduled: true, schedule_status: 'BEGUN.IN_ATTEMPT_WINDOW' });
    const session = await start(family, code);
    await post(
      family,
      session.id,
      events(1, [{ event_type: 'freeze', event_info: { reason: 'submit' } }]),
    );
    const early = await call(family, 'GET', `/v1/test/${session.id}/analysis`);
    expect(early.json()).toMatchObject({ code: 'RESULT_NOT_AVAILABLE' });
    expect(
      data<BundleMeta>(await call(family, 'GET', `/mocktest-bundles/${code}/latest`))
        .schedule_status,
    ).toBe('AWAITING.FEEDBACK');
    t.advance((meta.test_time_details?.answerKeyAt ?? 0) - t.deps.clock() + MINUTE);
    family = await signInAgain(t, '9400000027');
    expect(
      data<{ score: number }>(await call(family, 'GET', `/v1/test/${session.id}/analysis`)).score,
    ).toBe(0);
  });

  it('makes a test from chosen chapters, for its maker only', async () => {
    // The clock has moved on by months in the tests before: sign in as the person would.
    asha = await signInAgain(t, '9400000021');
    ravi = await signInAgain(t, '9400000022');
    const options = data<{
      subjects: { code: string; chapters: { learn_path: string; questions: number }[] }[];
    }>(await call(asha, 'GET', '/v1/custom-test/options'));
    const chapter = options.subjects.find((s) => s.code === 'physics')?.chapters[0];
    expect(chapter?.questions).toBeGreaterThan(5);
    const made = data<{ code: string }>(
      await call(asha, 'POST', '/v1/custom-test', {
        chapters: [chapter?.learn_path],
        question_count: 5,
        duration_minutes: 10,
      }),
    );
    const meta = data<BundleMeta>(await call(asha, 'GET', `/mocktest-bundles/${made.code}/latest`));
    expect(meta).toMatchObject({ type: 'custom_test', question_count: 5, duration: 600 });
    expect((await call(ravi, 'GET', `/mocktest-bundles/${made.code}/latest`)).statusCode).toBe(404);
    const tooMany = await call(asha, 'POST', '/v1/custom-test', {
      chapters: [chapter?.learn_path],
      question_count: 90,
      duration_minutes: 10,
    });
    expect(tooMany.json()).toMatchObject({ code: 'TOO_FEW_QUESTIONS' });
    const shelf = await t.app.inject({
      method: 'GET',
      url: '/api/content/shelf/tests',
      headers: { host: HOST, 'x-auth-token': asha.childToken },
    });
    const tiles = shelf.json<{ data: { tiles: { id: string; test?: { status: string } }[] } }>()
      .data.tiles;
    expect(tiles.map((tile) => tile.id)).toContain(made.code);
    // Asha's mock ran out of time months ago: the shelf shows it finished, with its result.
    expect(tiles.find((tile) => tile.id === JEE_MOCK)?.test?.status).toBe('ELAPSED.COMPLETED');
  });

  it('keeps a diagnostic paper off the test home and the tests taken, yet runs and analyses it', async () => {
    const family = await familyWithChild(t, '9400000029');
    const shelf = async (source: 'tests' | 'performance') => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/content/shelf/${source}`,
        headers: { host: HOST, 'x-auth-token': family.childToken },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ data: { tiles: { id: string }[] } }>().data.tiles.map((tile) => tile.id);
    };
    const taken = async () =>
      data<{ items: { test_code: string }[]; counts: { started: number; finished: number } }>(
        await call(family, 'GET', '/v1/tests-taken'),
      );
    const onShelf = await shelf('tests');
    expect(onShelf).toContain(JEE_MOCK);
    expect(onShelf.some((id) => id.includes('diagnostic'))).toBe(false);

    const meta = data<BundleMeta>(
      await call(family, 'GET', `/mocktest-bundles/${DIAGNOSTIC}/latest`),
    );
    expect(meta).toMatchObject({
      type: 'diagnostic_test',
      exam_code: 'jee-main',
      question_count: 8,
      max_marks: 8,
      duration: 900,
      languages: ['en', 'hi'],
    });
    expect(meta.sections.map((s) => [s.subject, s.marking])).toEqual([
      ['physics', { correct: 1, incorrect: 0, unattempted: 0 }],
    ]);
    const session = await start(family, DIAGNOSTIC);
    const questions = (await paperOf(family, DIAGNOSTIC)).sections.flatMap((s) => s.questions);
    expect(questions).toHaveLength(8);
    expect(await taken()).toEqual({ items: [], counts: { started: 0, finished: 0 } });

    const [right, wrong] = questions.map((q) => q.code);
    if (!right || !wrong) throw new Error('the paper has no questions');
    await post(
      family,
      session.id,
      events(1, [
        { event_type: 'save', question_code: right, event_info: { answer: keyOf(right) } },
        { event_type: 'save', question_code: wrong, event_info: { answer: wrongChoice(wrong) } },
        { event_type: 'freeze', event_info: { reason: 'submit' } },
      ] as Partial<TestEvent>[]),
    );
    const analysis = data<{ score: number; questions: { code: string; result: string }[] }>(
      await call(family, 'GET', `/v1/test/${session.id}/analysis`),
    );
    // No negative marking: the wrong answer costs nothing.
    expect(analysis.score).toBe(1);
    expect(analysis.questions.find((q) => q.code === wrong)?.result).toBe('incorrect');
    expect(await taken()).toEqual({ items: [], counts: { started: 0, finished: 0 } });
    expect(await shelf('performance')).toEqual([]);
  });

  it('tells the time', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/test/now',
      headers: { host: HOST },
    });
    expect(answer.json<{ data: { now: number } }>().data.now).toBe(t.deps.clock() - 1);
  });
});
