import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './schema.ts';

/** PostgreSQL's int8 (bigint, count(*)) arrives as a string; every value we store fits a double. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const SQLITE_FILE = 'abhyas.db';

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else the embedded SQLite file in the data folder (created on first
 * start). WAL with synchronous=FULL: a write the server acknowledged survives a crash.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): OpenedDatabase {
  if (options.databaseUrl) {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      }),
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, SQLITE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
