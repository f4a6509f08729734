import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { OpenedDatabase } from './openDatabase.ts';

export type Dialect = OpenedDatabase['dialect'];

/**
 * The PostgreSQL server fresh databases are made on: the one variable tests, benchmarks and the
 * browser tests' server all read, so a run on PostgreSQL is switched on in one place.
 */
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL;
const DROP_ATTEMPTS = 10;
const DROP_RETRY_MS = 200;

/** Where a fresh database lives: a temp folder for SQLite, a new PostgreSQL database by name. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}

/**
 * A database of its own for one run (a test, a benchmark, a served browser test), so runs side by
 * side never meet each other's rows; `drop` removes it again.
 */
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
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL ?? '');
  url.pathname = `/${name}`;
  return {
    dataDir: '',
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
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
