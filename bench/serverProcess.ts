import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { freshDatabaseLocation, type Dialect } from '../tests/api/testApp.ts';

const ROOT = join(import.meta.dirname, '..');
const HOST = 'abhyas.localhost';
/** How long a started server may take to answer (migrations and the content import included). */
const READY_TRIES = 240;
const READY_POLL_MS = 250;

/** A free loopback port, asked of the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  /** `kill -9`: no chance to finish anything. */
  crash: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The app as `npm start` runs it (`abhyas serve`), in a process of its own on a fresh database, so
 * a benchmark's clients do not share its thread and a chaos run can kill it.
 */
export async function serverProcess(dialect: Dialect): Promise<ServerProcess> {
  const location = await freshDatabaseLocation(dialect);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(location.databaseUrl
      ? { DATABASE_URL: location.databaseUrl }
      : { DATA_DIR: location.dataDir }),
    TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  };
  let child: ChildProcess | undefined;

  const ready = async () => {
    for (let i = 0; i < READY_TRIES; i++) {
      if (child?.exitCode !== null && child?.exitCode !== undefined)
        throw new Error(`the server exited with ${child.exitCode}`);
      const answer = await fetch(`${url}/api/test/now`, { headers: { host: HOST } }).catch(
        () => undefined,
      );
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
    throw new Error(`the server on ${url} did not answer`);
  };
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });

  const server: ServerProcess = {
    url,
    async start() {
      // Its request log is not what is measured: discarded rather than piped.
      child = spawn(process.execPath, [join(ROOT, 'cli/bin.mjs'), 'serve'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await ready();
    },
    async crash() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child) {
        child.kill('SIGTERM');
        await exited(child);
      }
      await location.drop();
    },
  };
  await server.start();
  return server;
}

/** A parent and child made over HTTP as a person would (the dev outbox gives the code). */
export async function childOver(url: string, mobile: string, ip: string): Promise<string> {
  const headers = { host: HOST, 'content-type': 'application/json', 'x-forwarded-for': ip };
  const post = (path: string, body: object, extra: Record<string, string> = {}) =>
    fetch(`${url}/api/auth${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
  const signUp = await post('/sign-up', { mobile, password: 'Str0ng#pass' });
  const outbox = await fetch(`${url}/dev/outbox.json`, { headers: { host: HOST } });
  const { messages } = (await outbox.json()) as { messages: { recipient: string; body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.recipient === mobile)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  const verified = await post(
    '/verifyOtp',
    { otp: code },
    { 'x-otp-token': signUp.headers.get('x-otp-token') ?? '' },
  );
  const token = verified.headers.get('x-auth-token') ?? '';
  const child = await post(
    '/add_profile',
    { first_name: 'Bench Taker', primary_goal: 'PreUG', primary_exam: 'jee-main' },
    { 'x-auth-token': token },
  );
  if (!child.ok) throw new Error(`add_profile answered ${child.status}: ${await child.text()}`);
  return ((await child.json()) as { data: { token: string } }).data.token;
}
