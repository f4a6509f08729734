import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
// Where tests/api/testApp.ts gets it: imported from its source, not through the API tests' harness.
import {
  freshDatabaseLocation,
  type DatabaseLocation,
} from '../../server/db/freshDatabaseLocation.ts';
import { message, PORT } from './brandHosts.ts';

/**
 * Steps of the classroom journey (issue 20): an institute's operator works with the `abhyas` CLI
 * on the very database a server of the journey's own serves, and its students use the browser.
 * The suite's server (playwright.config.ts) keeps its data in a temp folder nobody can name, so
 * the journey starts its own on OWN_PORT, and a local page stands in for the meeting service.
 */
const ROOT = join(import.meta.dirname, '../..');
/** The journey's own server: beside the suite's (PORT) and its fake OAuth provider (PORT + 1). */
export const OWN_PORT = PORT + 7;
/** The institute brand of the journey: organisation 15, sign-up off. */
export const VIDYA = { id: 'vidya', orgId: 15, url: `http://vidya.localhost:${OWN_PORT}` };
/** A fresh install migrates and imports the content pack first (slower on PostgreSQL). */
const SERVER_START_MS = 90_000;
/** A server still up this long after SIGTERM is killed, so its database can be dropped. */
const SERVER_STOP_MS = 10_000;
/** One CLI command: tsx's start-up, a migration check and the work. */
const CLI_TIMEOUT_MS = 60_000;
const POLL_MS = 250;
/** The last lines of the server's output, told when it fails to start. */
const LOG_LINES_KEPT = 40;

const E2E_DATABASE = process.env.E2E_DATABASE ?? 'sqlite';

export type UiLocale = 'en' | 'hi';

/** A catalog text the journey expects on screen; a text the catalog lacks is a failure, not ''. */
export function text(key: string, locale: UiLocale, values: Record<string, string> = {}): string {
  const template = message(key, locale);
  if (template === '') throw new Error(`locales/${locale}.json has no "${key}"`);
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{${name}}`, value),
    template,
  );
}

/** A text in a pattern, matched whole. */
export const exactly = (value: string) =>
  new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/**
 * The meeting service's stand-in: a page per room saying which room it is, on loopback, so the
 * class's frame loads without the network.
 */
export interface MeetingProviderPage {
  url: string;
  stop: () => Promise<void>;
}

export async function startMeetingProvider(): Promise<MeetingProviderPage> {
  const server: Server = createServer((request, response) => {
    const room = decodeURIComponent(new URL(request.url ?? '/', 'http://meeting').pathname)
      .replace(/^\/+/, '')
      .replace(/[<>&"]/g, '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Local meeting room</title></head>` +
        `<body><main><h1>Local meeting room ${room}</h1></main></body></html>`,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The journey's server and the environment the operator's CLI shares with it. */
export interface OwnServer {
  env: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
}

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  const free = new Promise<boolean>((resolve) => {
    probe.once('listening', () => resolve(true));
    probe.once('error', () => resolve(false));
  });
  probe.listen(port, '127.0.0.1');
  if (!(await free)) return false;
  probe.close();
  await once(probe, 'close');
  return true;
}

/** Waits, bounded, until `check` answers true. */
async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * `abhyas serve` on 127.0.0.1:OWN_PORT on a database of its own (a temp folder for SQLite, or a
 * new PostgreSQL database when E2E_DATABASE=postgres, dropped by `stop`), with live classes'
 * rooms on `meetingUrl`. The suite's web server has already built the app, so this one does not.
 */
export async function startOwnServer(meetingUrl: string): Promise<OwnServer> {
  // A worker that failed is replaced; the one before may still be letting the port go.
  await until(() => portIsFree(OWN_PORT), SERVER_STOP_MS, `port ${OWN_PORT} to be free`);
  const dataDir = await mkdtemp(join(tmpdir(), 'abhyas-classroom-e2e-'));
  const database: DatabaseLocation | undefined =
    E2E_DATABASE === 'postgres' ? await freshDatabaseLocation('postgres') : undefined;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: dataDir,
    ...(database?.databaseUrl !== undefined && { DATABASE_URL: database.databaseUrl }),
    HOST: '127.0.0.1',
    PORT: String(OWN_PORT),
    BUILD_ON_START: 'false',
    LIVE_CLASS_MEETING_URL: meetingUrl,
  };
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString('utf8').split('\n'));
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
  };
  const server: ChildProcess = spawn(process.execPath, [join(ROOT, 'cli/bin.mjs'), 'serve'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const running = () => server.exitCode === null && server.signalCode === null;

  const stop = async () => {
    if (running()) {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, SERVER_STOP_MS))]);
      if (running()) {
        server.kill('SIGKILL');
        await exited;
      }
    }
    try {
      await database?.drop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  try {
    await until(
      async () => {
        if (!running()) throw new Error(`abhyas serve exited:\n${log.join('\n')}`);
        try {
          return (await fetch(`http://127.0.0.1:${OWN_PORT}/`)).ok;
        } catch {
          // Refused: not listening yet (its exit is caught above).
          return false;
        }
      },
      SERVER_START_MS,
      'the journey’s server to answer',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, stop };
}

/** What a CLI command printed, and how it ended. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `abhyas <args>` as the operator runs it, on the server's database; a failure is thrown. */
export async function abhyas(env: NodeJS.ProcessEnv, args: readonly string[]): Promise<string> {
  const run = await abhyasRun(env, args);
  if (run.code !== 0)
    throw new Error(`abhyas ${args.join(' ')} exited ${run.code}:\n${run.stderr}${run.stdout}`);
  return run.stdout;
}

export function abhyasRun(env: NodeJS.ProcessEnv, args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(ROOT, 'cli/bin.mjs'), ...args],
      { cwd: ROOT, env, timeout: CLI_TIMEOUT_MS },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(new Error(`abhyas ${args.join(' ')}: ${error.message}\n${stderr}`));
          return;
        }
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** `abhyas … --json`, read. */
export async function abhyasJson<T>(env: NodeJS.ProcessEnv, args: readonly string[]): Promise<T> {
  return JSON.parse(await abhyas(env, [...args, '--json'])) as T;
}

/** A roster of one student, as an institute's spreadsheet writes it. */
export async function writeRoster(student: {
  mobile: string;
  firstName: string;
  lastName: string;
  exam: string;
}): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'abhyas-roster-'));
  const file = join(dir, 'roster.csv');
  await writeFile(
    file,
    `mobile,first_name,last_name,primary_exam\n${student.mobile},${student.firstName},${student.lastName},${student.exam}\n`,
  );
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The newest one-time code sent to a recipient, from the journey's server's dev outbox. */
export async function ownCodeFor(request: APIRequestContext, recipient: string): Promise<string> {
  const answer = await request.get(`http://127.0.0.1:${OWN_PORT}/dev/outbox.json`, {
    headers: { host: `${VIDYA.id}.localhost` },
  });
  const { messages } = (await answer.json()) as { messages: { recipient: string; body: string }[] };
  const code = /\b\d{6}\b/.exec(messages.find((m) => m.recipient === recipient)?.body ?? '')?.[0];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

/**
 * Signs in on vidya with a one-time code sent to the mobile the institute enrolled; the prompt to
 * set a password (the account has none) is put off, as a student in a hurry would.
 */
export async function signInByCode(page: Page, request: APIRequestContext, mobile: string) {
  await page.goto(`${VIDYA.url}/login`);
  await page.getByRole('button', { name: message('auth.login.withOtp') }).click();
  await page.getByLabel(message('form.field.mobile')).fill(mobile);
  await page.getByRole('button', { name: message('auth.login.sendCode') }).click();
  await expect(page.getByLabel(message('form.field.otp'))).toBeVisible();
  await page.getByLabel(message('form.field.otp')).fill(await ownCodeFor(request, mobile));
  await page.getByRole('button', { name: message('auth.otp.submit') }).click();
  const prompt = page.getByRole('dialog', { name: message('passwordPrompt.title') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: message('passwordPrompt.later') }).click();
  await expect(prompt).toBeHidden();
}

/** The header's menu, opened: the signed-in student's links and the language picker are in it. */
export async function openMenu(page: Page, locale: UiLocale): Promise<Locator> {
  await page.getByRole('button', { name: text('shell.menu', locale), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: text('shell.menu', locale) });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Chooses the interface's language in the menu, as a student would, and closes the menu. */
export async function chooseLanguage(page: Page, locale: UiLocale) {
  const drawer = await openMenu(page, 'en');
  await drawer.getByRole('combobox', { name: message('shell.language') }).selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // The menu is named in the new language now, if it stayed open.
  const menu = page.getByRole('dialog', { name: text('shell.menu', locale) });
  if (await menu.isVisible()) await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}
