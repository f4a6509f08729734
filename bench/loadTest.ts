import { performance } from 'node:perf_hooks';

/** Clients at once in every benchmark: a few tabs' worth per core of this 2-core machine. */
export const CONCURRENCY = 16;

export interface LoadResult {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * Rounds sent by every client before measuring, so first-use costs (compiling, caches, opening
 * connections) are not counted.
 */
export const WARM_UP_ROUNDS = 5;

/**
 * A bounded closed-loop load: after a short warm-up, `concurrency` workers send `requests` requests
 * in all, each waiting for its answer, against a server on loopback. Stops by itself. Every call of
 * `send` gets an index of its own: the warm-up's first (0 to concurrency × WARM_UP_ROUNDS − 1),
 * then the measured ones.
 */
export async function loadTest(
  name: string,
  requests: number,
  concurrency: number,
  send: (i: number) => Promise<Response>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const warmUps = concurrency * WARM_UP_ROUNDS;
  let next = 0;
  let failures = 0;
  let started = Number.POSITIVE_INFINITY;
  // Each client warms up and goes straight on measuring, with no barrier between: a barrier would
  // make every client fire at the same instant, a burst real users never produce.
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let round = 0; round < WARM_UP_ROUNDS; round++)
        await (await send(worker * WARM_UP_ROUNDS + round)).arrayBuffer();
      started = Math.min(started, performance.now());
      while (next < requests) {
        const i = warmUps + next++;
        const t0 = performance.now();
        const answer = await send(i);
        await answer.arrayBuffer();
        if (!answer.ok) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarise(name, latencies, (performance.now() - started) / 1000, failures);
}

/** Throughput and latency percentiles of measured requests. */
export function summarise(
  name: string,
  latencies: number[],
  seconds: number,
  failures: number,
): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    failures,
  };
}
