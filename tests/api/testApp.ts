import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import type { Dialect } from '../../server/db/freshDatabaseLocation.ts';
import type { Family } from '../../cli/harness/familyWithChild.ts';
import type { TestApp } from '../../cli/harness/createTestApp.ts';
import { demoPack } from '../../cli/harness/demoPack.ts';

// The app on a fresh database is shared with the benchmarks, so it lives on a floor both may import.
export { createTestApp, type TestApp } from '../../cli/harness/createTestApp.ts';
export { demoPack } from '../../cli/harness/demoPack.ts';
export { familyWithChild, type Family } from '../../cli/harness/familyWithChild.ts';
export { latestCode } from '../../cli/harness/latestCode.ts';
export {
  freshDatabaseLocation,
  type DatabaseLocation,
  type Dialect,
} from '../../server/db/freshDatabaseLocation.ts';

const PG_URL = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI requires it). */
export const DIALECTS: readonly Dialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (!PG_URL) {
  if (process.env.REQUIRE_POSTGRES)
    throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not');
  console.warn('API tests: PostgreSQL run skipped (set TEST_DATABASE_URL to run it)');
}

/**
 * The same family signed in again (tokens last minutes; a test that moves the clock on by hours
 * signs in afresh, as the person would).
 */
export async function signInAgain(
  t: TestApp,
  mobile: string,
  host = 'abhyas.localhost',
): Promise<Family> {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { mobile, password: 'Str0ng#pass', device_id: 'tests' },
    headers: { host },
  });
  const token = String(signIn.headers['x-auth-token']);
  const connected = await t.app.inject({
    method: 'GET',
    url: '/api/auth/connected_profiles',
    headers: { host, 'x-auth-token': token },
  });
  const [child] = connected.json<{
    data: { linked_profiles: { id: string; token: string }[] };
  }>().data.linked_profiles;
  if (!child) throw new Error(`${mobile} has no child profile`);
  return { token, childId: child.id, childToken: child.token };
}

/** Every question of the demo pack's bank by its code: the keys the tests answer with. */
export async function demoBank(): Promise<Map<string, BankQuestion>> {
  return new Map((await demoPack()).questions.flatMap((f) => f.questions).map((q) => [q.code, q]));
}

/** A call a child's profile makes to one of the services (its token, the default brand's host). */
export function callAsChild(
  t: TestApp,
  base: string,
  who: Family,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `${base}${url}`,
    payload,
    headers: { host: 'abhyas.localhost', 'x-auth-token': who.childToken },
  });
}
