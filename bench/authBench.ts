import type { AddressInfo } from 'node:net';
import { createTestApp } from '../cli/harness/createTestApp.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { CONCURRENCY, loadTest, WARM_UP_ROUNDS, type LoadResult } from './loadTest.ts';

/** Sign-in and connected_profiles throughput and p99 on one database. */
const SIGN_INS = 200;
const CONNECTED = 4000;
const PASSWORD = 'Str0ng#pass';
const HOST = 'abhyas.localhost';

export async function authBench(dialect: Dialect): Promise<LoadResult[]> {
  // Rate limits stay on: each sign-in is a different account from a different client address
  // (X-Forwarded-For, as behind a load balancer), as in real traffic.
  const t = await createTestApp(dialect);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/auth`;
  const headers = { host: HOST, 'content-type': 'application/json' };
  try {
    // An account for every sign-in, the warm-up's too.
    const accounts = SIGN_INS + CONCURRENCY * WARM_UP_ROUNDS;
    const mobiles = Array.from({ length: accounts }, (_, i) => `9${String(300000000 + i)}`);
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
