import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The host a started server is asked by (the default brand's), so its brand-by-Host plugin answers. */
export const SERVER_HOST = 'abhyas.localhost';
/** The repository the server runs from: `cli/bin.mjs serve` is started there, as `npm start` does. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
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
 * nothing runs until `start`. Tests (a crash between two processes, start failures) and benchmarks
 * (clients that must not share the server's thread) both start it here; it is started by path, so
 * this floor imports nothing of the CLI.
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
