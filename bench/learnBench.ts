import type { AddressInfo } from 'node:net';
import { createTestApp } from '../cli/harness/createTestApp.ts';
import { familyWithChild } from '../cli/harness/familyWithChild.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { CONCURRENCY, loadTest, type LoadResult } from './loadTest.ts';

const HOST = 'abhyas.localhost';
const PAGE_LOADS = 400;
const STATUS_POSTS = 4000;
/** What learn home asks for when it opens (brands/abhyas/pages/learn-home.json). */
export const LEARN_HOME_CALLS = [
  '/hero-banners?module=learn&channel=WEB',
  '/shelf/continueWatching',
  '/shelf/subjects',
  '/shelf/learnChapters',
  '/shelf/videos',
  '/shelf/books',
];

/**
 * Learn home's data calls (one "page" = all six, in parallel as the browser sends them) and the
 * player's progress report (content-status POST), on one database with a child who has progress.
 */
export async function learnBench(dialect: Dialect): Promise<LoadResult[]> {
  const t = await createTestApp(dialect);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/content`;
  try {
    const child = await familyWithChild(t, '9300000999');
    const headers = { host: HOST, 'x-auth-token': child.childToken };
    const status = (watched: number) =>
      fetch(`${base}/content-status`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          child_id: child.childId,
          content_id: 'projectile-motion',
          content_status: 'INPROGRESS',
          content_type: 'Video',
          length: 66.9,
          watched_duration: watched,
        }),
      });
    await status(10);
    const page = await loadTest(
      `learn home (6 calls) on ${dialect}`,
      PAGE_LOADS,
      CONCURRENCY,
      async () => {
        const answers = await Promise.all(
          LEARN_HOME_CALLS.map(async (path) => {
            const answer = await fetch(base + path, { headers });
            await answer.arrayBuffer();
            return answer.ok;
          }),
        );
        // One answer for the page: failed if any of its calls failed.
        return new Response(null, { status: answers.every(Boolean) ? 200 : 500 });
      },
    );
    const progress = await loadTest(
      `content-status POST on ${dialect}`,
      STATUS_POSTS,
      CONCURRENCY,
      (i) => status(i % 60),
    );
    return [page, progress];
  } finally {
    await t.close();
  }
}
