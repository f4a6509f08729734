import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freshDatabaseLocation, type Dialect } from '../api/testApp.ts';

/**
 * `node --import tsx tests/e2e/serveOnFreshDatabase.ts <sqlite|postgres>`: the app as `npm start`
 * runs it (`abhyas serve`, settings from the environment) on a database made for this run alone —
 * a new PostgreSQL database from TEST_DATABASE_URL, or a temp folder — which is dropped when the
 * server stops, so the browser tests meet each database as a fresh install does.
 */
const ROOT = join(import.meta.dirname, '../..');
/** The server is in our process group and usually has the signal already; a moment to act on it. */
const FORWARD_AFTER_MS = 2_000;
/** A server still up this long after the signal is killed, so the database can still be dropped. */
const KILL_AFTER_MS = 5_000;
const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

const dialect = DIALECTS.find((d) => d === process.argv[2]);
if (!dialect) throw new Error(`usage: serveOnFreshDatabase.ts <${DIALECTS.join('|')}>`);
const location = await freshDatabaseLocation(dialect);
const log = (line: string) => console.log(`serveOnFreshDatabase: ${line}`);
log(`serving on a fresh ${dialect} database`);

const server = spawn(process.execPath, [join(ROOT, 'cli/bin.mjs'), 'serve'], {
  cwd: ROOT,
  env: {
    ...process.env,
    ...(location.databaseUrl
      ? { DATABASE_URL: location.databaseUrl }
      : { DATA_DIR: location.dataDir }),
  },
  stdio: 'inherit',
});
const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
const settle = (ms: number) =>
  Promise.race([exited, new Promise((resolve) => setTimeout(resolve, ms).unref())]);
const running = () => server.exitCode === null && server.signalCode === null;

/** Set by a signal: the server's end is then ours, not a crash. */
const shutdown = { requested: false };
/**
 * Playwright stops its web servers by signalling the whole process group, so the server gets the
 * signal too; forwarding it straight away would make its second one fatal mid-shutdown. A `kill`
 * of this process alone still stops the server: the signal is passed on if it is still running.
 */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (shutdown.requested) return;
  shutdown.requested = true;
  log(`${signal}: stopping the server, then dropping its database`);
  await settle(FORWARD_AFTER_MS);
  if (running()) server.kill(signal);
  await settle(KILL_AFTER_MS);
  if (running()) {
    log(`the server did not stop within ${KILL_AFTER_MS} ms; killing it`);
    server.kill('SIGKILL');
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

const [code, signal] = await exited;
if (!shutdown.requested) log(`the server exited by itself (${signal ?? String(code)})`);
await location.drop();
log(`dropped the ${dialect} database`);
process.exitCode = shutdown.requested ? 0 : (code ?? 1);
