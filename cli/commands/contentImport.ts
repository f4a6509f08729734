import { join, resolve } from 'node:path';
import { loadBrands, REPO_ROOT } from '../brands/loadBrands.ts';
import { importBrandClassrooms } from '../classroom/importBrandClassrooms.ts';
import { EXIT } from '../exitCodes.ts';
import { parseServerEnv } from '../../server/config/serverConfig.ts';
import { formatIssue } from '../../server/content/contentSchemas.ts';
import { importContentPack, type ImportReport } from '../../server/content/importContentPack.ts';
import { seedPincodes } from '../../server/content/importPincodes.ts';
import { readContentPack } from '../../server/content/readContentPack.ts';
import { readSubscriptionCatalog } from '../../server/content/readSubscriptionCatalog.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { syncCatalogCoupons } from '../../server/services/subscription/couponStore.ts';

export const DEFAULT_CONTENT_DIR = join(REPO_ROOT, 'content');
const BAR_WIDTH = 24;

/** A progress bar on a terminal; one line a step when the output is a file or a pipe. */
function progressReporter(stream: NodeJS.WriteStream) {
  return (table: string, done: number, total: number) => {
    if (!stream.isTTY) {
      if (table !== 'done') stream.write(`importing ${table} (${done + 1}/${total})\n`);
      return;
    }
    const filled = Math.round((done / total) * BAR_WIDTH);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
    stream.write(`\r${bar} ${done}/${total} ${table.padEnd(16)}`);
    if (table === 'done') stream.write('\n');
  };
}

function describe(report: ImportReport): string[] {
  return Object.entries(report).map(
    ([table, c]) =>
      `${table}: ${c.inserted} added, ${c.updated} changed, ${c.deleted} removed, ${c.unchanged} unchanged`,
  );
}

/**
 * `abhyas content import [dir]`: checks a content pack (every problem as `file: /pointer message`,
 * exit 1) and loads it into the database the server uses (DATABASE_URL, else DATA_DIR's SQLite).
 */
export default async function contentImport(
  dir: string | undefined,
  options: { json?: boolean },
): Promise<number> {
  const env = parseServerEnv(process.env);
  const packDir = resolve(dir ?? env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
  const result = await readContentPack(packDir);
  if (!result.pack) {
    for (const issue of result.issues) console.error(formatIssue(issue));
    return EXIT.invalid;
  }
  const { catalog, issues: catalogIssues } = await readSubscriptionCatalog(packDir);
  if (!catalog) {
    for (const issue of catalogIssues) console.error(formatIssue(issue));
    return EXIT.invalid;
  }
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const report = await importContentPack(
      database.db,
      result.pack,
      options.json ? undefined : progressReporter(process.stderr),
    );
    await seedPincodes(database.db, packDir);
    // An import is the operator's word: the catalog's coupon terms win, their use counts stay.
    await syncCatalogCoupons(database.db, catalog, { now: Date.now(), updateTerms: true });
    const classrooms = await importBrandClassrooms(database.db, {
      contentDir: packDir,
      brands: (await loadBrands()).brands,
      env,
    });
    if (!classrooms.counts) {
      for (const issue of classrooms.issues) console.error(formatIssue(issue));
      return EXIT.invalid;
    }
    // Rows found again count as unchanged though the demo's times moved to now (they do each time).
    const full = { ...report, classrooms: classrooms.counts };
    if (options.json) console.log(JSON.stringify(full, null, 2));
    else for (const line of describe(full)) console.log(line);
    return EXIT.ok;
  } finally {
    await database.close();
  }
}
