import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/AppDeps.ts';
import { importContentPack } from '../../server/content/importContentPack.ts';
import { loadEmbiumRules } from '../../server/content/readEmbiumRules.ts';
import { loadSubscriptionCatalog } from '../../server/content/readSubscriptionCatalog.ts';
import { seedPincodes } from '../../server/content/importPincodes.ts';
import {
  freshDatabaseLocation,
  type DatabaseLocation,
  type Dialect,
} from '../../server/db/freshDatabaseLocation.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { outboxSender } from '../../server/providers/outboxSender.ts';
import { memoryRateLimiter } from '../../server/rateLimit/memoryRateLimiter.ts';
import { loadBrands, REPO_ROOT } from '../brands/loadBrands.ts';
import { demoPack } from './demoPack.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Where its database is: another app or connection can open the same one. */
  location: DatabaseLocation;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
}

/**
 * A fresh database of its own (a temp SQLite file or a new PostgreSQL database) and an app on it,
 * in this process: the API tests call it through `app.inject`, the benchmarks measure it. It lives
 * on the CLI floor because it loads the brands as `abhyas serve` does.
 */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<AppDeps> = {},
): Promise<TestApp> {
  const location = await freshDatabaseLocation(dialect);
  const database = openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  await migrateToLatest(database.db);
  await importContentPack(database.db, await demoPack());
  await seedPincodes(database.db, join(REPO_ROOT, 'content'));
  let now = Date.UTC(2026, 10, 22, 8, 0, 0);
  // Time passes as in life: every reading is a millisecond later, so records keep their order.
  const clock = () => now++;
  const { brands } = await loadBrands();
  const deps: AppDeps = {
    db: database.db,
    brands: brands.map((b) => b.docs.brand),
    brandMarks: Object.fromEntries(brands.map((b) => [b.id, b.logoFiles.mark])),
    otpSender: outboxSender(database.db, clock),
    rateLimiter: memoryRateLimiter(clock),
    tokenSecret: 'test-secret-test-secret-test-secret-0123',
    clock,
    devOutbox: true,
    contentDir: join(REPO_ROOT, 'content'),
    subscriptionCatalog: await loadSubscriptionCatalog(join(REPO_ROOT, 'content')),
    embiumRules: await loadEmbiumRules(join(REPO_ROOT, 'content')),
    ...overrides,
  };
  const app = await buildApp(deps);
  return {
    app,
    deps,
    location,
    advance: (ms) => (now += ms),
    close: async () => {
      await app.close();
      await database.close();
      await location.drop();
    },
  };
}
