import { parseServerEnv } from '../../server/config/serverConfig.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase, type OpenedDatabase } from '../../server/db/openDatabase.ts';

/**
 * Runs an operator command on the database the server uses (DATABASE_URL, else DATA_DIR's SQLite),
 * migrated first so a command works on a fresh installation too.
 */
export async function withOperatorDatabase<T>(
  work: (db: OpenedDatabase['db']) => Promise<T>,
): Promise<T> {
  const env = parseServerEnv(process.env);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
