import { PostgresAdapter, type Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/**
 * Which database a connection (or transaction) speaks to, for the few places that use what only
 * one of them has: search's indexes (FTS5 on SQLite, pg_trgm and full-text on PostgreSQL).
 */
export function sqlDialectOf<T>(db: Kysely<T>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
