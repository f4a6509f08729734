import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { ONE_DATABASE } from './oneDatabase.ts';

/**
 * `npm run test:e2e [-- playwright args]`: the browser suite on SQLite, then again on PostgreSQL
 * when TEST_DATABASE_URL is set — a half-millisecond time stamp once passed on SQLite and lost
 * answers on PostgreSQL, and only a browser run on each database meets such a difference. Checks
 * of what pages show (tagged ONE_DATABASE) run in the SQLite pass only.
 */
const MS_PER_SECOND = 1_000;
const args = process.argv.slice(2);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres && process.env.REQUIRE_POSTGRES) {
  console.error('browser tests: REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not');
  process.exit(1);
}

function playwright(database: 'sqlite' | 'postgres'): boolean {
  console.log(`\nbrowser tests on ${database}`);
  const started = performance.now();
  const only = database === 'postgres' ? ['--grep-invert', ONE_DATABASE] : [];
  const run = spawnSync('npx', ['playwright', 'test', ...only, ...args], {
    stdio: 'inherit',
    env: { ...process.env, E2E_DATABASE: database },
  });
  const seconds = (performance.now() - started) / MS_PER_SECOND;
  const passed = run.status === 0;
  if (run.error) console.error(`browser tests on ${database} could not start:`, run.error);
  console.log(
    `browser tests on ${database}: ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`,
  );
  return passed;
}

const results = [playwright('sqlite')];
if (onPostgres) results.push(playwright('postgres'));
else console.warn('browser tests on PostgreSQL skipped: set TEST_DATABASE_URL');
process.exitCode = results.every(Boolean) ? 0 : 1;
