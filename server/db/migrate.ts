import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** Brings the database to the newest migration; a failed step stops with its name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results.map((r) => r.migrationName);
}
