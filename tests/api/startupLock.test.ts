import { afterAll, describe, expect, it } from 'vitest';
import { hasContent, importContentPack } from '../../server/content/importContentPack.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { withStartupLock } from '../../server/db/withStartupLock.ts';
import { demoPack, DIALECTS, freshDatabaseLocation, type DatabaseLocation } from './testApp.ts';

/** How many copies start at once on the empty database. */
const COPIES = 3;
/** Long enough that the next copy is surely waiting when the first one fails. */
const HOLD_MS = 300;

describe.each(DIALECTS)('start-up lock on %s', (dialect) => {
  const locations: DatabaseLocation[] = [];
  afterAll(async () => {
    for (const location of locations) await location.drop();
  });

  it('lets copies started together migrate and import one at a time, the content once', async () => {
    const location = await freshDatabaseLocation(dialect);
    locations.push(location);
    const pack = await demoPack();
    let inside = 0;
    let mostInside = 0;
    /** What `abhyas serve` does under the lock: migrate, then import into an empty database. */
    const startCopy = async () => {
      const database = openDatabase(location);
      try {
        return await withStartupLock(location, async () => {
          mostInside = Math.max(mostInside, ++inside);
          try {
            await migrateToLatest(database.db);
            if (await hasContent(database.db)) return 'found the content';
            await importContentPack(database.db, pack);
            return 'imported';
          } finally {
            inside--;
          }
        });
      } finally {
        await database.close();
      }
    };
    const outcomes = await Promise.all(Array.from({ length: COPIES }, startCopy));
    expect(outcomes.filter((o) => o === 'imported')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'found the content')).toHaveLength(COPIES - 1);
    expect(mostInside).toBe(1);
  });

  it('lets the next copy in when the one holding the lock fails', async () => {
    const location = await freshDatabaseLocation(dialect);
    locations.push(location);
    const failing = withStartupLock(location, async () => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      throw new Error('migration failed');
    });
    const next = withStartupLock(location, () => Promise.resolve('ran'));
    await expect(failing).rejects.toThrow('migration failed');
    expect(await next).toBe('ran');
  });
});
