import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import type { RevisionItem } from '../../domain/contracts/revisionList.ts';
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

const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const JEE_MOCK = 'jee-main-mock-1';
const MINUTE = 60_000;

interface RevisionList {
  total: number;
  subjects: { code: string; name: string; count: number }[];
  recent: RevisionItem[];
  groups: {
    code: string;
    name: string;
    count: number;
    chapters: { code: string; name: string; count: number; items: RevisionItem[] }[];
  }[];
}

describe.each(DIALECTS)('revision list and the question with its solution on %s', (dialect) => {
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

  const practice = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/practice', who, method, url, payload);
  const list = async (who: Family, query = '') => {
    const reply = await practice(who, 'GET', `/v1/practice/revision-list${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: RevisionList }>().data;
  };
  const question = (who: Family, type: string, code: string, query = '') =>
    callAsChild(t, '/api/timeline', who, 'GET', `/v1/${type}/question/${code}${query}`);

  const wrongChoice = (code: string) => {
    const q = bank.get(code);
    if (q?.type !== 'SingleChoice') throw new Error(`${code} is not single choice`);
    return { type: 'SingleChoice', choice: q.options.find((o) => o.id !== q.answer)?.id ?? '' };
  };
  /** Answers a kinematics question in a session of its own, right or wrong. */
  const answer = async (who: Family, code: string, right: boolean) => {
    const started = await practice(who, 'POST', '/v1/practice/session', {
      type: 'Normal',
      learning_map: { learnpath_name: KINEMATICS },
    });
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    await practice(
      who,
      'POST',
      `/v1/practice/${session}/question?mode=Normal&questionCode=${code}`,
    );
    const next = await practice(who, 'GET', `/v1/practice/${session}/question`);
    expect(next.json<{ data: { question: PracticeQuestion } }>().data.question.code).toBe(code);
    const submitted = await practice(who, 'POST', `/v1/practice/${session}/question/${code}`, {
      event: 'submit',
      at: t.deps.clock(),
      time_spent: 20,
      answer: right ? keyAsAnswer(bank.get(code) as BankQuestion) : wrongChoice(code),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    t.advance(MINUTE);
  };
  const codes = (l: RevisionList) => l.recent.map((i) => i.code).sort();

  it('lists two wrong answers by subject and chapter, with why and a plain title', async () => {
    await answer(asha, 'phy-kin-0001', false);
    await answer(asha, 'phy-kin-0003', false);
    await answer(asha, 'phy-kin-0005', true);
    const l = await list(asha);
    expect(codes(l)).toEqual(['phy-kin-0001', 'phy-kin-0003']);
    expect(l.total).toBe(2);
    expect(l.groups).toHaveLength(1);
    expect(l.groups[0]).toMatchObject({ code: 'physics', count: 2 });
    expect(l.groups[0]?.name).not.toContain('--');
    expect(l.groups[0]?.chapters[0]).toMatchObject({ code: KINEMATICS, count: 2 });
    const newest = l.recent[0];
    expect(newest?.code).toBe('phy-kin-0003');
    expect(newest?.reasons).toEqual([
      { kind: 'practice_wrong', at: expect.any(Number) as number, test_title: null },
    ]);
    expect(newest?.seen_in).toBe('practice');
    expect(newest?.title.length).toBeGreaterThan(5);
    expect(newest?.title).not.toMatch(/[<$\\]/);
    expect(JSON.stringify(l)).not.toContain('"answer"');
  });

  it('keeps true counts with a small size, and filters by subject', async () => {
    const small = await list(asha, '?size=1');
    expect(small.total).toBe(2);
    expect(small.recent).toHaveLength(1);
    expect(small.groups[0]?.count).toBe(2);
    expect(small.groups[0]?.chapters[0]?.items).toHaveLength(1);
    const chemistry = await list(asha, '?subject=chemistry');
    expect(chemistry).toMatchObject({ total: 0, recent: [], groups: [] });
    expect(chemistry.subjects.map((x) => [x.code, x.count])).toEqual([['physics', 2]]);
  });

  it('drops a question answered right later, and lists a bookmarked one', async () => {
    await answer(asha, 'phy-kin-0001', true);
    const bookmarked = await practice(asha, 'POST', '/bookmark', {
      child_id: asha.childId,
      content_id: 'phy-kin-0009',
      content_type: 'Question',
      content_category_type: 'Practice',
      bookmarked: true,
    });
    expect(bookmarked.statusCode, bookmarked.body).toBe(200);
    const l = await list(asha);
    expect(codes(l)).toEqual(['phy-kin-0003', 'phy-kin-0009']);
    const item = l.recent.find((i) => i.code === 'phy-kin-0009');
    expect(item?.reasons.map((r) => r.kind)).toEqual(['bookmarked']);
    // Bookmarked but never answered: no solution to open yet.
    expect(item?.seen_in).toBeNull();
  });

  it('lists a submitted test’s wrong answer with the test’s title', async () => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      callAsChild(t, '/api/test', asha, method, url, payload);
    const started = await call('POST', `/v1/test/${JEE_MOCK}/session`, {});
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = started.json<{ data: { id: string } }>().data.id;
    const paper = await call('GET', `/v2/test/${JEE_MOCK}/questions`);
    const wrongCode =
      paper
        .json<{ data: { sections: { questions: { code: string; category: string }[] }[] } }>()
        .data.sections[0]?.questions.find(
          (q) => q.category === 'SingleChoice' && !q.code.startsWith('phy-kin'),
        )?.code ?? '';
    const event = (sequence: number, rest: object) => ({
      id: `r-${sequence}`,
      sequence,
      t: t.deps.clock(),
      section: null,
      question_code: null,
      event_info: {},
      ...rest,
    });
    const posted = await call('POST', `/v1/test/${sessionId}/events`, {
      events: [
        event(1, {
          event_type: 'save',
          question_code: wrongCode,
          event_info: { answer: wrongChoice(wrongCode) },
        }),
        event(2, { event_type: 'freeze', event_info: { reason: 'submit' } }),
      ],
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const l = await list(asha);
    const item = l.recent.find((i) => i.code === wrongCode);
    expect(item?.reasons[0]).toMatchObject({ kind: 'test_wrong' });
    expect(item?.reasons[0]?.test_title?.length).toBeGreaterThan(0);
    expect(item?.seen_in).toBe('test');
    // The question with its solution, as met in the test.
    const shown = await question(asha, 'test', wrongCode);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      data: { code: wrongCode, key: { status: 'incorrect' }, selected: wrongChoice(wrongCode) },
    });
    // Met in a test, never practised.
    expect((await question(asha, 'practice', wrongCode)).json()).toMatchObject({
      code: 'QUESTION_NOT_SEEN',
    });
  });

  it('serves a practised question with its key and solution, and nothing unseen', async () => {
    const shown = await question(asha, 'practice', 'phy-kin-0003', '?locale=hi');
    expect(shown.statusCode, shown.body).toBe(200);
    const data = shown.json<{
      data: { key: { status: string; correct_answer_csv: string }; explanation: string };
    }>().data;
    const key = bank.get('phy-kin-0003') as BankQuestion & { answer: string };
    expect(data.key).toMatchObject({ status: 'incorrect', correct_answer_csv: key.answer });
    expect(data.explanation.length).toBeGreaterThan(0);
    for (const [type, code] of [
      ['practice', 'phy-kin-0009'],
      ['practice', 'phy-kin-0011'],
      // Not in any test the child sat.
      ['test', 'phy-kin-0011'],
      ['practice', 'no-such-question'],
    ] as const) {
      const refused = await question(asha, type, code);
      expect(refused.statusCode, `${type} ${code}`).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'QUESTION_NOT_SEEN' });
    }
    const mismatch = await question(asha, 'practice', 'phy-kin-0003', '?questionType=Integer');
    expect(mismatch.json()).toMatchObject({ code: 'QUESTION_NOT_SEEN' });
  });

  it('shows another child none of it', async () => {
    expect(await list(ravi)).toMatchObject({ total: 0, subjects: [], recent: [], groups: [] });
    const refused = await question(ravi, 'practice', 'phy-kin-0003');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'QUESTION_NOT_SEEN' });
  });

  it('refuses bad input with a stable code', async () => {
    for (const query of ['?size=0', '?size=201', '?size=x', '?locale=xx'])
      expect(
        (await practice(asha, 'GET', `/v1/practice/revision-list${query}`)).json(),
        query,
      ).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    for (const [type, query] of [
      ['video', ''],
      ['practice', '?questionType=Nope'],
      ['practice', '?locale=zz'],
    ])
      expect((await question(asha, type ?? '', 'phy-kin-0003', query)).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
  });
});
