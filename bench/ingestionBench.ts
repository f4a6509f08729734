import { performance } from 'node:perf_hooks';
import type { BankQuestion } from '../domain/questions/questionTypes.ts';
import { summarise, type LoadResult } from './loadTest.ts';
import { EVENTS_PER_BATCH, postBatch, type Taker } from './testTakers.ts';

/** Students in a test at once, the 1,000. */
export const INGESTION_TAKERS = 1_000;
/** How long every taker sends batch after batch once all have sent their first. */
const INGESTION_MS = 15_000;

export interface Ingestion {
  result: LoadResult;
  eventsPerSecond: number;
}

/**
 * The ceiling of test-event ingestion: every taker sends the runner's real batch (a view and a
 * save) as soon as its last one was answered, for INGESTION_MS: the events the server stores per
 * second when 1,000 students press at once. A first batch each, unmeasured, warms up.
 */
export async function ingestionBench(
  url: string,
  takers: readonly Taker[],
  bank: ReadonlyMap<string, BankQuestion>,
): Promise<Ingestion> {
  const latencies: number[] = [];
  let failures = 0;
  const send = async (taker: Taker) => {
    const answer = await postBatch(url, taker, bank);
    const text = await answer.text();
    if (!answer.ok && ++failures <= 3) console.error(answer.status, text);
    return answer.ok;
  };
  await Promise.all(takers.map(send));
  failures = 0;
  const started = performance.now();
  await Promise.all(
    takers.map(async (taker) => {
      while (performance.now() - started < INGESTION_MS) {
        const t0 = performance.now();
        await send(taker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const result = summarise(
    `test-event ingestion, ${takers.length} takers`,
    latencies,
    (performance.now() - started) / 1000,
    failures,
  );
  return {
    result,
    eventsPerSecond: (EVENTS_PER_BATCH * (result.requests - failures)) / result.seconds,
  };
}
