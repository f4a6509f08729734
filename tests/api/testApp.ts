import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadBrands, REPO_ROOT } from '../../cli/brands/loadBrands.ts';
import { readGoalsExamsPack } from '../../server/seed/goalsExamsPack.ts';
import { seedGoalsExams } from '../../server/seed/seedGoalsExams.ts';
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
  await seedGoalsExams(
    database.db,
    await readGoalsExamsPack(join(REPO_ROOT, 'content', 'goals-exams.json')),
  );
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

async function freshDatabase(dialect: Dialect) {
  if (dialect === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'abhyas-api-'));
    return {
      database: openDatabase({ dataDir: dir }),
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
    database: openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
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
