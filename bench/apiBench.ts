import { demoPack } from '../cli/harness/demoPack.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { bareProcess } from './bareProcess.ts';
import { GOAL_CONNECTIONS, GOALS, bothMet, verdict, type Verdict } from './benchGoals.ts';
import { API_CONNECTIONS, apiScenarios } from './apiScenarios.ts';
import { INGESTION_TAKERS, ingestionBench } from './ingestionBench.ts';
import { loadTest, type LoadResult } from './loadTest.ts';
import { serverProcess } from './serverProcess.ts';
import { shareOfBare } from './shareOfBare.ts';
import { testTakers } from './testTakers.ts';

/** Requests to the bare route at each connection count: a few seconds' worth. */
const BARE_REQUESTS = 20_000;

export interface ApiFigure {
  dialect: Dialect | 'none';
  call: string;
  connections: number;
  result: LoadResult;
  /** req/s over the bare route's at the same connections, in this run. */
  share: number;
  goal: string;
  verdict: Verdict;
}

export interface IngestionFigure {
  dialect: Dialect;
  takers: number;
  eventsPerSecond: number;
  result: LoadResult;
  goal: string;
  verdict: Verdict;
}

export interface ApiFigures {
  api: ApiFigure[];
  ingestion: IngestionFigure[];
}

function judged(
  kind: 'read' | 'write' | 'none',
  connections: number,
  r: LoadResult,
  share: number,
) {
  if (connections !== GOAL_CONNECTIONS || kind === 'none')
    return { goal: '', verdict: '—' as const };
  if (kind === 'write')
    return {
      goal: `p99 ≤ ${GOALS.writeP99Ms} ms`,
      verdict: verdict(r.p99Ms, GOALS.writeP99Ms, 'at most'),
    };
  return {
    goal: `≥ ${100 * GOALS.readShareOfBare}% of bare, p99 ≤ ${GOALS.readP99Ms} ms`,
    verdict: bothMet(
      verdict(share, GOALS.readShareOfBare, 'at least'),
      verdict(r.p99Ms, GOALS.readP99Ms, 'at most'),
    ),
  };
}

/** A line as each figure is measured: the whole run takes minutes. */
function progress(r: LoadResult, connections: number, dialect = '') {
  console.log(
    `api bench: ${r.name}${dialect && ` on ${dialect}`}, ${connections} connections: ${r.perSecond.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(0)} ms`,
  );
}

/**
 * `npm run bench -- api`: the bare route and the calls of issue 21 at 16 and 100 connections, each
 * as a share of bare at the same connections, against the app in a process of its own on each
 * database; then test-event ingestion from 1,000 takers at once.
 */
export async function apiBench(dialects: readonly Dialect[]): Promise<ApiFigures> {
  const bare = await bareProcess();
  const bareRates = new Map<number, number>();
  const api: ApiFigure[] = [];
  try {
    for (const connections of API_CONNECTIONS) {
      const result = await loadTest(`bare fastify route`, BARE_REQUESTS, connections, () =>
        fetch(bare.url),
      );
      bareRates.set(connections, result.perSecond);
      progress(result, connections);
      api.push({
        dialect: 'none',
        call: result.name,
        connections,
        result,
        share: 1,
        goal: '',
        verdict: '—',
      });
    }
  } finally {
    await bare.stop();
  }
  const ingestion: IngestionFigure[] = [];
  const bank = new Map(
    (await demoPack()).questions.flatMap((f) => f.questions).map((q) => [q.code, q]),
  );
  for (const dialect of dialects) {
    const server = await serverProcess(dialect);
    try {
      console.log(
        `api bench on ${dialect}: making ${INGESTION_TAKERS} test takers, sessions, accounts`,
      );
      const takers = await testTakers(server.url, INGESTION_TAKERS);
      const scenarios = await apiScenarios(server.url, takers);
      const used = new Map<string, number>();
      for (const connections of API_CONNECTIONS)
        for (const s of scenarios) {
          const offset = used.get(s.name) ?? 0;
          let calls = 0;
          const result = await loadTest(s.name, s.requests, connections, (i) => {
            calls++;
            return s.send(offset + i);
          });
          used.set(s.name, offset + calls);
          progress(result, connections, dialect);
          const share = shareOfBare(result.perSecond, bareRates.get(connections) ?? 0);
          api.push({
            dialect,
            call: s.name,
            connections,
            result,
            share,
            ...judged(s.kind, connections, result, share),
          });
        }
      const { result, eventsPerSecond } = await ingestionBench(server.url, takers, bank);
      ingestion.push({
        dialect,
        takers: takers.length,
        eventsPerSecond,
        result,
        goal: `≥ ${GOALS.eventsPerSecond} events/s`,
        verdict: verdict(eventsPerSecond, GOALS.eventsPerSecond, 'at least'),
      });
    } finally {
      await server.stop();
    }
  }
  return { api, ingestion };
}
