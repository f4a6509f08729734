import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { createTestApp, type Dialect } from '../tests/api/testApp.ts';
import { loadTest, type LoadResult } from './loadTest.ts';

/**
 * Sign-in and connected_profiles throughput and p99 on the embedded database and on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), against a bare fastify route in the same run.
 * `npm run bench` prints the table; numbers are for this machine only.
 */
const SIGN_INS = 200;
const CONNECTED = 4000;
const CONCURRENCY = 16;
const PASSWORD = 'Str0ng#pass';
const HOST = 'abhyas.localhost';

async function bare(): Promise<LoadResult> {
  const app = Fastify();
  app.get('/bare', () => ({ data: { ok: true } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  try {
    return await loadTest('bare fastify route', CONNECTED, CONCURRENCY, () =>
      fetch(`http://127.0.0.1:${port}/bare`),
    );
  } finally {
    await app.close();
  }
}

async function auth(dialect: Dialect): Promise<LoadResult[]> {
  // Rate limits stay on: each sign-in is a different account from a different client address
  // (X-Forwarded-For, as behind a load balancer), as in real traffic.
  const t = await createTestApp(dialect);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/auth`;
  const headers = { host: HOST, 'content-type': 'application/json' };
  try {
    const mobiles = Array.from({ length: SIGN_INS }, (_, i) => `9${String(300000000 + i)}`);
    for (const mobile of mobiles) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers,
        payload: { mobile, password: PASSWORD },
      });
    }
    let token = '';
    const signIn = await loadTest(
      `sign-in (argon2id) on ${dialect}`,
      SIGN_INS,
      CONCURRENCY,
      async (i) => {
        const answer = await fetch(`${base}/sign-in`, {
          method: 'POST',
          headers: { ...headers, 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` },
          body: JSON.stringify({ mobile: mobiles[i], password: PASSWORD, device_id: 'bench' }),
        });
        token ||= answer.headers.get('x-auth-token') ?? '';
        return answer;
      },
    );
    const connected = await loadTest(
      `connected_profiles on ${dialect}`,
      CONNECTED,
      CONCURRENCY,
      () => fetch(`${base}/connected_profiles`, { headers: { host: HOST, 'x-auth-token': token } }),
    );
    return [signIn, connected];
  } finally {
    await t.close();
  }
}

const results: LoadResult[] = [await bare(), ...(await auth('sqlite'))];
if (process.env.TEST_DATABASE_URL) results.push(...(await auth('postgres')));
else console.log('PostgreSQL skipped: set TEST_DATABASE_URL to include it');

const baseline = results[0]?.perSecond ?? 1;
console.log('| call | requests | req/s | p50 ms | p99 ms | vs bare | failures |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${((100 * r.perSecond) / baseline).toFixed(1)}% | ${r.failures} |`,
  );
}
