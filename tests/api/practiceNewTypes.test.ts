import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerCheck, PracticeQuestion } from '../../domain/contracts/practice.ts';
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

const TIME = 'K12--cbse-class-3--mathematics--measurement--time';
const COLUMNS = 'K12--cbse-class-3--mathematics--numbers--column-arithmetic';

/** The clock and column-arithmetic questions reach a class 3 student the way every question does. */
describe.each(DIALECTS)('practice of the new question types on %s', (dialect) => {
  let t: TestApp;
  let meena: Family;
  let bank: Map<string, BankQuestion>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    meena = await familyWithChild(t, '9400000031', { goal: 'K12', code: 'cbse-class-3' });
    bank = await demoBank();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/practice', meena, method, url, payload);

  /** Every question of a chapter's session, answered: the key to the first, a wrong one after. */
  async function practise(learnPath: string) {
    const started = await call('POST', '/v1/practice/session', {
      type: 'Normal',
      learning_map: { learnpath_name: learnPath },
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    const served = await call('GET', `/v1/practice/${session}/question?action=nextQuestion`);
    expect(served.statusCode, served.body).toBe(200);
    const { question } = served.json<{ data: { question: PracticeQuestion } }>().data;
    const submit = (answer: object) =>
      call('POST', `/v1/practice/${session}/question/${question.code}`, {
        event: 'submit',
        at: Date.now(),
        time_spent: 30,
        answer,
      });
    return { question, submit };
  }

  it('serves a clock question without its key, and grades the key right', async () => {
    const { question, submit } = await practise(TIME);
    expect(question.category).toBe('TimeReadSet');
    expect(question.content).toMatchObject({ type: 'TimeReadSet', minuteStep: 5 });
    expect(JSON.stringify(question)).not.toContain('"answer"');
    const key = keyAsAnswer(bank.get(question.code) as BankQuestion);
    const reply = await submit(key);
    expect(reply.statusCode, reply.body).toBe(200);
    const check = reply.json<{ data: { check: AnswerCheck } }>().data.check;
    expect(check.status).toBe('correct');
    expect(check.correct_answer_csv).toMatch(/^\d{1,2}:\d{2}$/);
  });

  it('serves a column sum, grades a slip in one column wrong, and refuses a malformed answer', async () => {
    const { question, submit } = await practise(COLUMNS);
    expect(question.category).toBe('NumericalOperation');
    const columns = question.content.type === 'NumericalOperation' ? question.content.columns : 0;
    expect(columns).toBeGreaterThan(2);
    const malformed = await submit({ type: 'NumericalOperation', digits: ['x'] });
    expect(malformed.statusCode).toBe(400);
    const wrong = await submit({
      type: 'NumericalOperation',
      digits: Array.from({ length: columns }, () => '9'),
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    const check = wrong.json<{ data: { check: AnswerCheck } }>().data.check;
    expect(check.status).toBe('incorrect');
    expect(check.selected_answer_csv).toBe('9'.repeat(columns));
  });
});
