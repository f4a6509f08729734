import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sqlDialectOf } from '../../db/sqlDialect.ts';
import type { SearchIndex } from './SearchIndex.ts';
import { postgresSearchStore } from './postgresSearchStore.ts';
import { sqliteSearchStore } from './sqliteSearchStore.ts';

/** The search index of the database the server runs on. */
export function searchStore(db: Kysely<Database>): SearchIndex {
  return sqlDialectOf(db) === 'postgres' ? postgresSearchStore(db) : sqliteSearchStore(db);
}
