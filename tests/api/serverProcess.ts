import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../../cli/brands/loadBrands.ts';

export const SERVER_HOST = 'abhyas.localhost';
/** How long a started server may take to answer (a build, migrations and the content import). */
const READY_TRIES = 240;
const READY_POLL_MS = 250;
/** The tail of a server's own words kept to explain a failure. */
const OUTPUT_KEPT_CHARS = 20_000;
/** pino's request lines (level 30, info): what was asked, not what went wrong. */
const REQUEST_LOG_LINE = /^\{"level":30,/;

/** A free loopback port, asked of the system. */
export function freePort(): Promise<number> {
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
  /** With `captureOutput`: what the server said apart from its request log (start, warnings, errors). */
  output: () => string;
  /** Starts the process and waits until it answers. */
  start: () => Promise<void>;
  /** `kill -9`: no chance to finish anything. */
  crash: () => Promise<void>;
  /** SIGTERM, as an operator stops it, and waits for it to end. */
  stop: () => Promise<void>;
}

export interface ServerProcessOptions {
  /** Settings on top of this process's environment; HOST is loopback, PORT as below. */
  env: Readonly<Record<string, string>>;
  /** Where to listen; default: a free port. */
  port?: number;
  /**
   * The system ends the server after this long, even if whoever started it died first (coreutils'
   * timeout stands between: `stop` reaches the server through it, `crash` would kill only it).
   */
  lifetimeSeconds?: number;
  /**
   * Keep what the server says for `output` (a test reads it); otherwise its stdout, mostly the
   * request log, is discarded rather than piped, so a benchmark's own process does not read it.
   */
  captureOutput?: boolean;
}

/**
 * The app as `npm start` runs it (`abhyas serve`), in a process of its own on a free loopback port;
 * nothing runs until `start`.
 */
export async function newServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // No build at start: these servers answer API calls, and several building dist/ at once (in
  // vitest's test mode) would overwrite the build the browser tests use.
  const env = {
    ...process.env,
    BUILD_ON_START: 'false',
    ...options.env,
    HOST: '127.0.0.1',
    PORT: String(port),
  };
  const command = [process.execPath, join(REPO_ROOT, 'cli/bin.mjs'), 'serve'];
  let child: ChildProcess | undefined;
  let output = '';
  const keeper = () => {
    let partial = '';
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      const said = lines.filter((line) => line !== '' && !REQUEST_LOG_LINE.test(line));
      if (said.length > 0) output = (output + said.join('\n') + '\n').slice(-OUTPUT_KEPT_CHARS);
    };
  };

  const ready = async () => {
    for (let i = 0; i < READY_TRIES; i++) {
      if (child?.exitCode !== null && child?.exitCode !== undefined)
        throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const answer = await fetch(`${url}/api/test/now`, { headers: { host: SERVER_HOST } }).catch(
        () => undefined,
      );
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
    throw new Error(`the server on ${url} did not answer:\n${output}`);
  };
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });

  return {
    url,
    output: () => output,
    async start() {
      // coreutils' timeout passes our signals on to the server and ends it when its time is up.
      const [file = '', ...args] = options.lifetimeSeconds
        ? ['timeout', String(options.lifetimeSeconds), ...command]
        : command;
      child = spawn(file, args, {
        cwd: REPO_ROOT,
        env,
        stdio: options.captureOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
      });
      child.stdout?.on('data', keeper());
      child.stderr?.on('data', keeper());
      await ready();
    },
    async crash() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

export interface FamilyOverHttp {
  /** The parent's token. */
  token: string;
  childToken: string;
}

/** A parent and child made over HTTP as a person would (the dev outbox gives the code). */
export async function familyOver(
  url: string,
  mobile: string,
  ip?: string,
): Promise<FamilyOverHttp> {
  const headers = {
    host: SERVER_HOST,
    'content-type': 'application/json',
    ...(ip && { 'x-forwarded-for': ip }),
  };
  const post = (path: string, body: object, extra: Record<string, string> = {}) =>
    fetch(`${url}/api/auth${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
  const signUp = await post('/sign-up', { mobile, password: 'Str0ng#pass' });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const outbox = await fetch(`${url}/dev/outbox.json`, { headers: { host: SERVER_HOST } });
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
  return { token, childToken: ((await child.json()) as { data: { token: string } }).data.token };
}
