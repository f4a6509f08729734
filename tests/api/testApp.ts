import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadBrands, REPO_ROOT } from '../../cli/brands/loadBrands.ts';
import { importContentPack } from '../../server/content/importContentPack.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import type { ContentPack } from '../../server/content/ContentPack.ts';
import { readContentPack } from '../../server/content/readContentPack.ts';
import { buildApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/AppDeps.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { outboxSender } from '../../server/providers/outboxSender.ts';
import { memoryRateLimiter } from '../../server/rateLimit/memoryRateLimiter.ts';

export type Dialect = 'sqlite' | 'postgres';

const PG_URL = process.env.TEST_DATABASE_URL;
const DROP_ATTEMPTS = 10;
const DROP_RETRY_MS = 200;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI requires it). */
export const DIALECTS: readonly Dialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (!PG_URL) {
  if (process.env.REQUIRE_POSTGRES)
    throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not');
  console.warn('API tests: PostgreSQL run skipped (set TEST_DATABASE_URL to run it)');
}

let demo: Promise<ContentPack> | undefined;

/** The repository's content pack, read and checked once per test file. */
export function demoPack(): Promise<ContentPack> {
  demo ??= readContentPack(join(REPO_ROOT, 'content')).then(({ pack, issues }) => {
    if (!pack) throw new Error(`the demo content pack is invalid: ${JSON.stringify(issues)}`);
    return pack;
  });
  return demo;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
}

/** A fresh database of its own (a temp SQLite file or a new PostgreSQL database) and an app on it. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<AppDeps> = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(dialect);
  await migrateToLatest(database.db);
  await importContentPack(database.db, await demoPack());
  let now = Date.UTC(2026, 10, 22, 8, 0, 0);
  // Time passes as in life: every reading is a millisecond later, so records keep their order.
  const clock = () => now++;
  const { brands } = await loadBrands();
  const deps: AppDeps = {
    db: database.db,
    brands: brands.map((b) => b.docs.brand),
    otpSender: outboxSender(database.db, clock),
    rateLimiter: memoryRateLimiter(clock),
    tokenSecret: 'test-secret-test-secret-test-secret-0123',
    clock,
    devOutbox: true,
    contentDir: join(REPO_ROOT, 'content'),
    ...overrides,
  };
  const app = await buildApp(deps);
  return {
    app,
    deps,
    advance: (ms) => (now += ms),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Where a fresh database lives: a temp folder for SQLite, a new PostgreSQL database by name. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}

export async function freshDatabaseLocation(dialect: Dialect): Promise<DatabaseLocation> {
  if (dialect === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'abhyas-api-'));
    return {
      dataDir: dir,
      databaseUrl: undefined,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `abhyas_test_${Date.now()}_${Math.floor(Math.random() * 1e9)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL ?? '');
  url.pathname = `/${name}`;
  return {
    dataDir: '',
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      // A backend may take a moment to exit after its connection closed: a few bounded retries.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (attempt >= DROP_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
        }
      }
      await client.end();
    },
  };
}

async function freshDatabase(dialect: Dialect) {
  const location = await freshDatabaseLocation(dialect);
  return {
    database: openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir }),
    drop: location.drop,
  };
}

/** The newest code sent to a recipient, read from the dev outbox as a person would. */
export async function latestCode(
  app: FastifyInstance,
  host: string,
  recipient: string,
): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/dev/outbox.json', headers: { host } });
  const { messages } = answer.json<{ messages: { recipient: string; body: string }[] }>();
  const message = messages.find((m) => m.recipient === recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

export interface Family {
  token: string;
  childId: string;
  childToken: string;
}

/**
 * A verified parent with one child preparing for an exam, made as a person would (sign up, code
 * from the outbox, add a profile): the parent's token and the child's id and token. The parent
 * signs up by e-mail when `login` is one (brands that sign up by e-mail), else by mobile.
 */
export async function familyWithChild(
  t: TestApp,
  login: string,
  exam = { goal: 'PreUG', code: 'jee-main' },
  host = 'abhyas.localhost',
): Promise<Family> {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host, ...headers } });
  const identifier = login.includes('@') ? { email: login } : { mobile: login };
  const signUp = await post('/api/auth/sign-up', { ...identifier, password: 'Str0ng#pass' });
  const verified = await post(
    '/api/auth/verifyOtp',
    { otp: await latestCode(t.app, host, login) },
    { 'x-otp-token': String(signUp.headers['x-otp-token']) },
  );
  const token = String(verified.headers['x-auth-token']);
  const child = await post(
    '/api/auth/add_profile',
    { first_name: 'Asha Rao', primary_goal: exam.goal, primary_exam: exam.code },
    { 'x-auth-token': token },
  );
  const { id, token: childToken } = child.json<{ data: { id: string; token: string } }>().data;
  return { token, childId: id, childToken };
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
