import { demoPack } from '../../cli/harness/demoPack.ts';
import { importContentPack } from '../../server/content/importContentPack.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase, type OpenedDatabase } from '../../server/db/openDatabase.ts';
import {
  freshDatabaseLocation,
  type DatabaseLocation,
  type Dialect,
} from '../../server/db/freshDatabaseLocation.ts';

/** A fresh, migrated database for the institute's commands, with the CLI's environment for it. */
export interface InstituteDatabase {
  database: OpenedDatabase;
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** The exams a roster may name in these checks (the pack's, without importing the whole pack). */
export const TEST_EXAMS = [
  { code: 'jee-main', goal: 'PreUG' },
  { code: 'neet-ug', goal: 'PreUG' },
  { code: 'cbse-class-10', goal: 'K12' },
] as const;

/**
 * With `pack`, the whole demo content pack is imported (what `assign` points at); without, only
 * the goals and exams a roster names.
 */
export async function instituteDatabase(
  dialect: Dialect,
  { pack = false }: { pack?: boolean } = {},
): Promise<InstituteDatabase> {
  const location: DatabaseLocation = await freshDatabaseLocation(dialect);
  const database = openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  await migrateToLatest(database.db);
  if (pack) await importContentPack(database.db, await demoPack());
  else await seedExams(database);
  return {
    database,
    env: location.databaseUrl
      ? { DATABASE_URL: location.databaseUrl }
      : { DATA_DIR: location.dataDir },
    close: async () => {
      await database.close();
      await location.drop();
    },
  };
}

async function seedExams(database: OpenedDatabase): Promise<void> {
  await database.db
    .insertInto('goals')
    .values([
      { code: 'PreUG', names: '{"en":"Undergraduate entrance exams"}', position: 0 },
      { code: 'K12', names: '{"en":"School"}', position: 1 },
    ])
    .execute();
  await database.db
    .insertInto('exams')
    .values(
      TEST_EXAMS.map((e, position) => ({
        code: e.code,
        goal_code: e.goal,
        names: JSON.stringify({ en: e.code }),
        grade: null,
        position,
      })),
    )
    .execute();
}
