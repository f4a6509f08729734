import type { TestEvent, TestPaper } from '../domain/contracts/mockTests.ts';
import type { BankQuestion } from '../domain/questions/questionTypes.ts';
import { keyAsAnswer } from '../domain/questions/keyAsAnswer.ts';
import { SERVER_HOST } from '../server/process/serverProcess.ts';
import { childOver } from './serverProcess.ts';

/** Tests each child takes at once (one session a test), as in bench/testEventsBench.ts. */
const TESTS_PER_CHILD = 20;
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';

export interface Taker {
  token: string;
  session: string;
  questions: string[];
  sequence: number;
}

/** `count` students each in a test of their own (10 kinematics questions), made over HTTP. */
export async function testTakers(url: string, count: number): Promise<Taker[]> {
  const base = `${url}/api/test`;
  const takers: Taker[] = [];
  for (let c = 0; takers.length < count; c++) {
    const token = await childOver(url, `93200${String(c).padStart(5, '0')}`, `10.8.0.${c}`);
    const headers = {
      host: SERVER_HOST,
      'x-auth-token': token,
      'content-type': 'application/json',
    };
    const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
      const answer = await fetch(base + path, { headers, ...init });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
      return ((await answer.json()) as { data: T }).data;
    };
    for (let k = 0; k < TESTS_PER_CHILD && takers.length < count; k++) {
      const body = { chapters: [KINEMATICS], question_count: 10, duration_minutes: 60 };
      const { code } = await json<{ code: string }>('/v1/custom-test', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      const { id } = await json<{ id: string }>(`/v1/test/${code}/session`, {
        method: 'POST',
        body: '{}',
      });
      const { sections } = await json<TestPaper>(`/v2/test/${code}/questions`);
      const questions = sections.flatMap((s) => s.questions.map((q) => q.code));
      takers.push({ token, session: id, questions, sequence: 0 });
    }
  }
  return takers;
}

/**
 * The runner's real batch: a view and a save of one question (what it holds after a few seconds
 * of a test), the question picked by `round`, each event numbered on from the taker's sequence.
 */
export function twoEventBatch(
  taker: Taker,
  bank: ReadonlyMap<string, BankQuestion>,
  round: number,
): TestEvent[] {
  const code = taker.questions[round % taker.questions.length] ?? '';
  const question = bank.get(code);
  if (!question) throw new Error(`question ${code} is not in the bank`);
  return [
    { event_type: 'view', event_info: {}, question_code: code },
    { event_type: 'save', event_info: { answer: keyAsAnswer(question) }, question_code: code },
  ].map((e) => ({
    ...e,
    id: `${taker.session}-${taker.sequence + 1}`,
    sequence: ++taker.sequence,
    t: Date.now(),
    section: null,
  })) as TestEvent[];
}

/** The runner's real batch (twoEventBatch), POSTed to the taker's session. */
export function postBatch(
  url: string,
  taker: Taker,
  bank: ReadonlyMap<string, BankQuestion>,
): Promise<Response> {
  const events = twoEventBatch(taker, bank, taker.sequence);
  return fetch(`${url}/api/test/v1/test/${taker.session}/events`, {
    method: 'POST',
    headers: { host: SERVER_HOST, 'x-auth-token': taker.token, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
}

/** Events in one batch of postBatch. */
export const EVENTS_PER_BATCH = 2;
