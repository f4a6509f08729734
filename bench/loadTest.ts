import { performance } from 'node:perf_hooks';

export interface LoadResult {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * A bounded closed-loop load: `concurrency` workers send `requests` requests in all, each waiting
 * for its answer, against a server on loopback. Stops by itself.
 */
export async function loadTest(
  name: string,
  requests: number,
  concurrency: number,
  send: (i: number) => Promise<Response>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t0 = performance.now();
        const answer = await send(i);
        await answer.arrayBuffer();
        if (!answer.ok) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests,
    seconds,
    perSecond: requests / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
  };
}
