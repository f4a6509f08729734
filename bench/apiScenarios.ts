import { demoPack } from '../cli/harness/demoPack.ts';
import { SERVER_HOST } from '../server/process/serverProcess.ts';
import {
  BENCH_PASSWORD,
  benchAccounts,
  callerAddress,
  SIGN_INS_PER_ACCOUNT,
} from './apiAccounts.ts';
import { GOAL_CONNECTIONS } from './benchGoals.ts';
import { LEARN_HOME_CALLS } from './learnBench.ts';
import { CONCURRENCY, WARM_UP_ROUNDS } from './loadTest.ts';
import { childOver } from './serverProcess.ts';
import { postBatch, type Taker } from './testTakers.ts';

/** Connections of the API benches: the service benches' 16, and the goals' 100 where the tail shows. */
export const API_CONNECTIONS = [CONCURRENCY, GOAL_CONNECTIONS] as const;

export interface Scenario {
  name: string;
  /** Which goal of issue 21 the figure at 100 connections is held to. */
  kind: 'read' | 'write' | 'none';
  /** Measured requests at each connection count. */
  requests: number;
  /** The i-th call; every i is used once in a run (a session or sign-in that cannot be reused). */
  send: (i: number) => Promise<Response>;
}

const SEARCH_QUERIES = ['projectile', 'motion', 'trigonometric', 'cell', 'gati', 'periodic'];
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const READS = 4_000;
const PRACTICE_QUESTIONS = 1_000;
const EVENT_POSTS = 3_000;
const SIGN_INS = 300;
/** Practice sessions made at once while setting up. */
const SESSIONS_AT_ONCE = 8;

/** The calls a run of every connection count makes with indices of their own (warm-ups too). */
export function callsPerRun(requests: number): number {
  return API_CONNECTIONS.reduce((sum, c) => sum + c * WARM_UP_ROUNDS + requests, 0);
}

/**
 * The calls issue 21 holds to its goals, against one server process: a learn-home shelf read, a
 * practice session's next question, the test runner's event POST, sign-in and search. Everything
 * they need (a child, practice sessions, accounts) is made here, before any clock starts.
 */
export async function apiScenarios(url: string, takers: readonly Taker[]): Promise<Scenario[]> {
  const child = await childOver(url, '9330000001', '10.7.0.1');
  const headers = { host: SERVER_HOST, 'x-auth-token': child };
  const practice = `${url}/api/practice/v1/practice`;
  const sessions: string[] = [];
  while (sessions.length < callsPerRun(PRACTICE_QUESTIONS))
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: SESSIONS_AT_ONCE }, async () => {
          const answer = await fetch(`${practice}/session`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'Normal', learning_map: { learnpath_name: KINEMATICS } }),
          });
          return ((await answer.json()) as { data: { session_id: string } }).data.session_id;
        }),
      )),
    );
  const mobiles = await benchAccounts(url, callsPerRun(SIGN_INS));
  const bank = new Map(
    (await demoPack()).questions.flatMap((f) => f.questions).map((q) => [q.code, q]),
  );
  return [
    {
      name: 'learn-home shelf read',
      kind: 'read',
      requests: READS,
      send: (i) =>
        fetch(`${url}/api/content${LEARN_HOME_CALLS[i % LEARN_HOME_CALLS.length] ?? ''}`, {
          headers,
        }),
    },
    {
      name: 'practice next question',
      kind: 'read',
      requests: PRACTICE_QUESTIONS,
      send: (i) => fetch(`${practice}/${sessions[i] ?? ''}/question`, { headers }),
    },
    {
      name: 'test-event POST (2 events)',
      kind: 'write',
      requests: EVENT_POSTS,
      // A taker's next batch goes out long after its last was answered: takers outnumber clients.
      send: (i) => postBatch(url, takers[i % takers.length] as Taker, bank),
    },
    {
      name: 'sign-in (argon2id)',
      kind: 'none',
      requests: SIGN_INS,
      send: (i) =>
        fetch(`${url}/api/auth/sign-in`, {
          method: 'POST',
          headers: {
            host: SERVER_HOST,
            'content-type': 'application/json',
            'x-forwarded-for': callerAddress(i),
          },
          body: JSON.stringify({
            mobile: mobiles[Math.floor(i / SIGN_INS_PER_ACCOUNT)],
            password: BENCH_PASSWORD,
            device_id: 'bench',
          }),
        }),
    },
    {
      name: 'search results page',
      kind: 'none',
      requests: READS,
      send: (i) =>
        fetch(
          `${url}/api/search/v2/search/all?query=${SEARCH_QUERIES[i % SEARCH_QUERIES.length] ?? ''}`,
          { headers },
        ),
    },
  ];
}
