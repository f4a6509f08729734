import { performance } from 'node:perf_hooks';
import type { TestPaper } from '../domain/contracts/mockTests.ts';
import { demoPack } from '../cli/harness/demoPack.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { summarise, type LoadResult } from './loadTest.ts';
import { childOver, serverProcess } from './serverProcess.ts';
import { twoEventBatch, type Taker } from './testTakers.ts';

const HOST = 'abhyas.localhost';
/** Takers at once, each syncing every SYNC_EVERY_MS (the runner's throttle) for RUN_MS. */
export const TAKERS = 1_000;
const SYNC_EVERY_MS = 3_000;
const RUN_MS = 30_000;
/** Children, each taking TAKERS / CHILDREN tests they made themselves (one session a test). */
const CHILDREN = 50;
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';

/**
 * 1,000 students in a test at once, each runner sending what it holds every 3 seconds (a view and
 * a save since the last sync), against the server in a process of its own: the event endpoint's
 * throughput and latency at that pace.
 */
export async function testEventsBench(dialect: Dialect): Promise<LoadResult> {
  const server = await serverProcess(dialect);
  const base = `${server.url}/api/test`;
  try {
    const bank = new Map(
      (await demoPack()).questions.flatMap((f) => f.questions).map((q) => [q.code, q]),
    );
    const takers: Taker[] = [];
    for (let c = 0; c < CHILDREN; c++) {
      const token = await childOver(
        server.url,
        `93100${String(c).padStart(5, '0')}`,
        `10.9.0.${c}`,
      );
      const headers = { host: HOST, 'x-auth-token': token, 'content-type': 'application/json' };
      for (let k = 0; k < TAKERS / CHILDREN; k++) {
        const made = await fetch(`${base}/v1/custom-test`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            chapters: [KINEMATICS],
            question_count: 10,
            duration_minutes: 60,
          }),
        });
        const { code } = ((await made.json()) as { data: { code: string } }).data;
        const started = await fetch(`${base}/v1/test/${code}/session`, {
          method: 'POST',
          headers,
          body: '{}',
        });
        const session = ((await started.json()) as { data: { id: string } }).data.id;
        const paper = await fetch(`${base}/v2/test/${code}/questions`, { headers });
        const { sections } = ((await paper.json()) as { data: TestPaper }).data;
        takers.push({
          token,
          session,
          questions: sections.flatMap((s) => s.questions.map((q) => q.code)),
          sequence: 0,
        });
      }
    }

    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const sync = async (taker: Taker, round: number) => {
      const events = twoEventBatch(taker, bank, round);
      const t0 = performance.now();
      const answer = await fetch(`${base}/v1/test/${taker.session}/events`, {
        method: 'POST',
        headers: { host: HOST, 'x-auth-token': taker.token, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      const text = await answer.text();
      latencies.push(performance.now() - t0);
      if (!answer.ok) {
        failures++;
        // The first few say why, so a failing run is not only a number.
        if (failures <= 3) console.error(answer.status, text);
      }
    };
    await Promise.all(
      takers.map(async (taker, i) => {
        // Spread over the first interval: students do not all press at the same instant.
        await new Promise((resolve) => setTimeout(resolve, (i / TAKERS) * SYNC_EVERY_MS));
        for (let round = 0; performance.now() - started < RUN_MS; round++) {
          const t0 = performance.now();
          await sync(taker, round);
          const wait = SYNC_EVERY_MS - (performance.now() - t0);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }),
    );
    return summarise(
      `test events, ${TAKERS} takers every ${SYNC_EVERY_MS / 1000} s, on ${dialect}`,
      latencies,
      (performance.now() - started) / 1000,
      failures,
    );
  } finally {
    await server.stop();
  }
}
