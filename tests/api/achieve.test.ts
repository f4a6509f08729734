import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { PRACTICE_SET_QUESTIONS } from '../../domain/achieve/planRules.ts';
import type {
  achieveHomeCall,
  planTilesCall,
  readinessCall,
} from '../../domain/contracts/achieve.ts';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import {
  callAsChild,
  createTestApp,
  demoBank,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

type Home = z.output<(typeof achieveHomeCall)['responses'][200]>['data'];
type Tiles = z.output<(typeof planTilesCall)['responses'][200]>['data'];
type Readiness = z.output<(typeof readinessCall)['responses'][200]>['data'];

const inMonths = (months: number) =>
  new Date(Date.now() + months * 30 * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('achieve service on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  let bank: Map<string, BankQuestion>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000031');
    ravi = await familyWithChild(t, '9400000032');
    bank = await demoBank();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/achieve', who, method, url, payload);
  const ok = async <T>(who: Family, method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await call(who, method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: T }>().data;
  };
  const generate = (who: Family, responses: object[]) =>
    call(who, 'POST', '/achieve/paj/generate', { question_response: responses });
  const answers = [
    { question_id: 'targetDate', response: inMonths(6) },
    { question_id: 'dailyStudyMinutes', response: 90 },
    { question_id: 'weakSubjects', response: ['physics'] },
    { question_id: 'strongSubjects', response: ['chemistry'] },
  ];

  it('starts a new student at the beginning, with a readiness from the prior and a session', async () => {
    const home = await ok<Home>(ravi, 'POST', '/achieve/home', {});
    expect(home.stage).toBe('start');
    expect(home.paj_id).toBeNull();
    expect(home.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(home.readiness?.max_marks).toBe(300);
    expect(home.readiness?.low).toBeLessThanOrEqual(home.readiness?.expected ?? -1);
    // The same onboarding session comes back until the plan is made.
    expect((await ok<Home>(ravi, 'POST', '/achieve/home', {})).session_id).toBe(home.session_id);
  });

  it('offers the questionnaire with the exam’s subjects, states and colleges as choices', async () => {
    const form = await ok<{
      schema: {
        properties: Record<
          string,
          { items?: { oneOf?: { const: string; title: string }[] }; oneOf?: { const: string }[] }
        >;
      };
      answers: Record<string, unknown>;
    }>(ravi, 'GET', '/achieve/form/diagnostic?locale=hi');
    const subjects = form.schema.properties.weakSubjects?.items?.oneOf ?? [];
    expect(subjects.map((s) => s.const)).toEqual(['physics', 'chemistry', 'mathematics']);
    expect(subjects[0]?.title).toMatch(/[\u0900-\u097F]/);
    expect(form.schema.properties.homeState?.oneOf).toHaveLength(36);
    expect(form.answers.dailyStudyMinutes).toBe(60);
  });

  it('refuses a daily time outside 1–365 minutes, a past exam day and another exam’s subject', async () => {
    for (const minutes of [0, 366]) {
      const refused = await generate(ravi, [
        { question_id: 'dailyStudyMinutes', response: minutes },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(refused.json<{ message: string }>().message).toContain('dailyStudyMinutes');
    }
    const past = await generate(ravi, [
      { question_id: 'dailyStudyMinutes', response: 30 },
      { question_id: 'targetDate', response: '2020-01-01' },
    ]);
    expect(past.json<{ message: string }>().message).toContain('targetDate');
    const biology = await generate(ravi, [
      { question_id: 'dailyStudyMinutes', response: 30 },
      { question_id: 'weakSubjects', response: ['biology'] },
    ]);
    expect(biology.statusCode).toBe(400);
    const unknown = await generate(ravi, [{ question_id: 'favouriteColour', response: 'blue' }]);
    expect(unknown.json<{ message: string }>().message).toContain('favouriteColour');
  });

  it('makes a plan that fits the daily time, ticks a practice step done for real, and moves readiness', async () => {
    const made = await generate(asha, answers);
    expect(made.statusCode, made.body).toBe(200);
    const planId = made.json<{ data: { paj_id: string } }>().data.paj_id;
    const home = await ok<Home>(asha, 'POST', '/achieve/home', {});
    expect(home.stage).toBe('plan');
    expect(home.target?.daily_minutes).toBe(90);
    expect(home.today.length).toBeGreaterThan(0);
    expect(home.today.reduce((n, s) => n + s.minutes, 0)).toBeLessThanOrEqual(90);

    const tiles = await ok<Tiles>(asha, 'GET', `/achieve/paj/tiles?paj_id=${planId}`);
    const byDay = new Map<number, number>();
    for (const tile of tiles.tiles) byDay.set(tile.day, (byDay.get(tile.day) ?? 0) + tile.minutes);
    for (const minutes of byDay.values()) expect(minutes).toBeLessThanOrEqual(90);
    expect(tiles.done_count).toBe(0);
    const step = tiles.tiles.find((s) => s.kind === 'practice' && s.day === tiles.today);
    expect(step, 'a practice step today').toBeDefined();
    if (!step) return;

    const before = await ok<Readiness>(asha, 'GET', '/achieve/readiness/current');
    const practise = (method: 'GET' | 'POST', url: string, payload?: object) =>
      callAsChild(t, '/api/practice', asha, method, url, payload);
    const started = await practise('POST', '/v1/practice/session', {
      type: 'PAJPractice',
      learning_map: {
        learnpath_name: step.learn_path,
        concepts: step.concept ? [step.concept] : undefined,
      },
      paj_id: planId,
      paj_step_index: step.step_index,
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    // The player also names the step's concept when it opens the session: no question counted twice.
    const count = async () =>
      (await practise('GET', `/v1/practice/${session}/question`)).json<{
        data: { question: PracticeQuestion };
      }>().data.question.total_question_count;
    const planned = await count();
    await practise(
      'POST',
      `/v1/practice/${session}/question?mode=PAJPractice&conceptCode=${step.concept ?? ''}`,
    );
    expect(await count()).toBe(planned);
    let answered = 0;
    while (answered < PRACTICE_SET_QUESTIONS) {
      const next = await practise('GET', `/v1/practice/${session}/question`);
      if (next.statusCode === 204) break;
      const question = next.json<{ data: { question: PracticeQuestion } }>().data.question;
      const reply = await practise('POST', `/v1/practice/${session}/question/${question.code}`, {
        event: 'submit',
        at: Date.now(),
        time_spent: 40,
        answer: keyAsAnswer(bank.get(question.code) as BankQuestion),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      answered++;
    }
    if (answered < PRACTICE_SET_QUESTIONS)
      // The concept's questions ran out first: the session says the step is complete.
      await ok(
        asha,
        'POST',
        `/achieve/update_paj?paj_id=${planId}&step_index=${step.step_index}&path_type=practice&path_index=0&object_type=practice&object_id=${session}&status=COMPLETED`,
      );
    const after = await ok<Tiles>(asha, 'GET', `/achieve/paj/tiles?paj_id=${planId}`);
    expect(after.tiles.find((s) => s.step_index === step.step_index)?.status).toBe('done');
    expect(after.done_count).toBe(1);
    const moved = await ok<Readiness>(asha, 'GET', '/achieve/readiness/current');
    expect(moved.expected).toBeGreaterThan(before.expected);
    expect(moved.history.at(-1)?.expected).toBe(moved.expected);
    expect(moved.chapters[0]?.gain).toBeGreaterThanOrEqual(moved.chapters.at(-1)?.gain ?? 0);
  });

  it('keeps a plan to its child: another child’s is forbidden, an unknown one not found', async () => {
    const home = await ok<Home>(asha, 'POST', '/achieve/home', {});
    const planId = home.paj_id ?? '';
    const foreign = await call(ravi, 'GET', `/achieve/paj/tiles?paj_id=${planId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain(asha.childId);
    expect((await call(ravi, 'POST', '/achieve/paj/extend', { paj_id: planId })).statusCode).toBe(
      403,
    );
    const none = await call(asha, 'GET', '/achieve/paj/tiles?paj_id=no-such-plan');
    expect(none.json()).toMatchObject({ code: 'PAJ_NOT_FOUND' });
  });

  it('extends the plan by the next week', async () => {
    const home = await ok<Home>(asha, 'POST', '/achieve/home', {});
    const planId = home.paj_id ?? '';
    const before = await ok<Tiles>(asha, 'GET', `/achieve/paj/tiles?paj_id=${planId}`);
    const extended = await ok<{ last_day: number }>(asha, 'POST', '/achieve/paj/extend', {
      paj_id: planId,
    });
    expect(extended.last_day).toBe(before.last_day + 7);
    const after = await ok<Tiles>(asha, 'GET', `/achieve/paj/tiles?paj_id=${planId}`);
    expect(after.step_count).toBeGreaterThan(before.step_count);
    expect(Math.max(...after.tiles.map((s) => s.day))).toBeGreaterThan(before.last_day);
  });

  it('explores mastery from subject to chapter to topic', async () => {
    type Items = { items: { code: string; mastery: number; concepts_practised: number }[] };
    const subjects = await ok<Items>(asha, 'GET', '/exploreMastery/subjects');
    expect(subjects.items.map((s) => s.code)).toEqual(['physics', 'chemistry', 'mathematics']);
    const chapters = await ok<Items>(asha, 'GET', '/exploreMastery/chapters?subject_code=physics');
    expect(chapters.items.some((c) => c.concepts_practised > 0)).toBe(true);
    const chapter = chapters.items.find((c) => c.concepts_practised > 0);
    const topics = await ok<Items>(
      asha,
      'GET',
      `/exploreMastery/topics?subject_code=physics&chapter_code=${chapter?.code ?? ''}`,
    );
    expect(topics.items.length).toBeGreaterThan(0);
    expect(
      (await call(asha, 'GET', '/exploreMastery/chapters?subject_code=music')).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          asha,
          'GET',
          `/exploreMastery/chapters?subject_code=physics&user_id=${ravi.childId}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('pages social stories 10 at a time, the child’s exam first', async () => {
    type Page = { stories: { exam: string }[]; next_page_token: string | null; total: number };
    const first = await ok<Page>(asha, 'POST', '/success_stories/social', {});
    expect(first.stories).toHaveLength(10);
    expect(first.stories[0]?.exam).toBe('jee-main');
    const pages = Math.ceil(first.total / 10);
    let token = first.next_page_token;
    for (let page = 2; page <= pages; page++) {
      const next = await ok<Page>(asha, 'POST', '/success_stories/social', { page_token: token });
      token = next.next_page_token;
    }
    expect(token).toBeNull();
    const academic = await ok<{ stories: unknown[] }>(
      asha,
      'GET',
      '/achieve/success_stories/academic',
    );
    expect(academic.stories.length).toBeGreaterThan(0);
  });

  it('says what the predicted score means for colleges, with its sources', async () => {
    const future = await ok<{
      rank: { best: number; worst: number } | null;
      colleges: { exam: string; chance: string }[];
      sources: { url: string }[];
    }>(asha, 'GET', '/futureSuccess');
    expect(future.rank?.best).toBeLessThanOrEqual(future.rank?.worst ?? 0);
    expect(future.colleges.every((c) => c.exam === 'jee-main')).toBe(true);
    expect(future.sources.length).toBeGreaterThan(0);
    const states = await ok<{ items: unknown[] }>(asha, 'GET', '/meta/data/states/default');
    expect(states.items).toHaveLength(36);
    const national = await ok<{ items: { scope: string }[] }>(
      asha,
      'GET',
      '/meta/data/colleges/default/national?exam=jee-main',
    );
    expect(national.items.every((c) => c.scope === 'national')).toBe(true);
    const counted = await ok<{ count: number; questions: number }>(
      asha,
      'GET',
      '/meta/crunching_variables',
    );
    expect(counted.count).toBeGreaterThanOrEqual(1);
    expect(counted.questions).toBe(bank.size);
  });
});
