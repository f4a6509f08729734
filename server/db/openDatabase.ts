import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { cachedStatements } from './cachedStatements.ts';
import type { Database } from './schema.ts';

/** PostgreSQL's int8 (bigint, count(*)) arrives as a string; every value we store fits a double. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const SQLITE_FILE = 'abhyas.db';

/**
 * PostgreSQL connections per server process. Writes take few (group commit: one per lane of
 * server/db/groupCommit.ts), so most serve reads; at 100 clients at once a request holds one for
 * a query or two, and 20 keep them flowing while five server copies stay within PostgreSQL's
 * default max_connections of 100.
 */
export const POSTGRES_POOL_SIZE = 20;

/**
 * How long a SQLite statement waits for another process's lock (a CLI import beside the server)
 * before it fails: better-sqlite3 waits synchronously, so this bounds a stall, not a queue.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else the embedded SQLite file in the data folder (created on first
 * start). WAL with synchronous=FULL: a write the server acknowledged survives a crash of the
 * process and a loss of power too. NORMAL would survive only the first (the WAL is synced at
 * checkpoints, not at each commit), and the runner forgets what the server acknowledged: a
 * student's answers are worth an fsync per commit, which group commit shares among a batch.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): OpenedDatabase {
  if (options.databaseUrl) {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: POSTGRES_POOL_SIZE }),
      }),
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, SQLITE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma(`busy_timeout = ${String(SQLITE_BUSY_TIMEOUT_MS)}`);
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(file) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
