import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { formatBrandError } from '../brands/brandError.ts';
import { loadBrands } from '../brands/loadBrands.ts';
import { buildIfNeeded, DIST_DIR } from '../build/buildIfNeeded.ts';
import { importBrandClassrooms } from '../classroom/importBrandClassrooms.ts';
import { EXIT } from '../exitCodes.ts';
import { buildApp } from '../../server/app.ts';
import {
  cloudSsoOf,
  meetingsOf,
  paymentsOf,
  oauthProvidersOf,
  parseServerEnv,
  securitySettingsOf,
} from '../../server/config/serverConfig.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { withStartupLock } from '../../server/db/withStartupLock.ts';
import { missingTokenSecret } from '../../server/config/missingTokenSecret.ts';
import { vapidKeysOf, VAPID_FILE } from '../../server/config/vapidKeys.ts';
import { httpSmsSender } from '../../server/providers/httpSmsSender.ts';
import { outboxSender } from '../../server/providers/outboxSender.ts';
import { formatIssue } from '../../server/content/contentSchemas.ts';
import { hasContent, importContentPack } from '../../server/content/importContentPack.ts';
import { seedPincodes } from '../../server/content/importPincodes.ts';
import { readContentPack } from '../../server/content/readContentPack.ts';
import { readAchieveData } from '../../server/content/readAchieveData.ts';
import { readEmbiumRules } from '../../server/content/readEmbiumRules.ts';
import { readSubscriptionCatalog } from '../../server/content/readSubscriptionCatalog.ts';
import { DEFAULT_CONTENT_DIR } from './contentImport.ts';
import { smtpSender } from '../../server/providers/smtpSender.ts';
import { memoryRateLimiter } from '../../server/rateLimit/memoryRateLimiter.ts';
import { redisRateLimiter } from '../../server/rateLimit/redisRateLimiter.ts';

const SECRETS_FILE = 'secrets.json';
const secretsSchema = z.object({ tokenSecret: z.string().min(32) });

/**
 * `abhyas serve` (what `npm start` runs): build if needed, open and migrate the database, then serve
 * the SPA and every API on PORT until SIGINT or SIGTERM, closing connections cleanly.
 */
export default async function serve(): Promise<number> {
  // Whatever is open when the start fails is closed again: an open pool or Redis connection would
  // keep the process alive with nothing listening.
  const opened: Closer[] = [];
  try {
    return await serveUntilStopped(opened);
  } finally {
    await closeNewestFirst(opened);
  }
}

type Closer = () => Promise<void>;

async function serveUntilStopped(opened: Closer[]): Promise<number> {
  const env = parseServerEnv(process.env);
  const log = (line: string) => console.log(`abhyas: ${line}`);
  const secretMissing = missingTokenSecret(env);
  if (secretMissing) {
    console.error(`abhyas: ${secretMissing}`);
    return EXIT.invalid;
  }
  const brandLoad = await loadBrands();
  if (brandLoad.errors.length > 0) {
    for (const error of brandLoad.errors) console.error(formatBrandError(error));
    return EXIT.invalid;
  }

  const contentDir = resolve(env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
  const catalogRead = await readSubscriptionCatalog(contentDir);
  if (!catalogRead.catalog) {
    for (const issue of catalogRead.issues) console.error(formatIssue(issue));
    return EXIT.invalid;
  }
  const rulesRead = await readEmbiumRules(contentDir);
  if (!rulesRead.rules) {
    for (const issue of rulesRead.issues) console.error(formatIssue(issue));
    return EXIT.invalid;
  }
  const achieveRead = await readAchieveData(contentDir);
  if (!achieveRead.data) {
    for (const issue of achieveRead.issues) console.error(formatIssue(issue));
    return EXIT.invalid;
  }
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  opened.push(() => database.close());
  // Copies starting together take turns: the next one finds the build, migrations and content there.
  const prepared = await withStartupLock(
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR },
    async () => {
      if (env.BUILD_ON_START) await buildIfNeeded(log);
      const applied = await migrateToLatest(database.db);
      if (applied.length > 0) log(`database migrated: ${applied.join(', ')}`);
      if ((await seedPincodes(database.db, contentDir)) === 'absent')
        log(
          'warning: the content pack has no pincodes/pincodes.csv; load one with abhyas pincodes load',
        );
      if (!(await hasContent(database.db))) {
        const { pack, issues } = await readContentPack(contentDir);
        if (!pack) {
          for (const issue of issues) console.error(formatIssue(issue));
          return false;
        }
        await importContentPack(database.db, pack);
        log(`imported the content pack from ${contentDir}`);
      }
      // At every start: the demo's live classes and assignments are set around now.
      const classrooms = await importBrandClassrooms(database.db, {
        contentDir,
        brands: brandLoad.brands,
        env,
      });
      for (const issue of classrooms.issues) console.error(formatIssue(issue));
      if (classrooms.brands && classrooms.brands.length > 0)
        log(
          `classrooms of ${classrooms.brands.join(', ')} imported, their schedule set around now`,
        );
      return classrooms.issues.length === 0;
    },
  );
  if (!prepared) return EXIT.invalid;
  const rateLimiter = env.REDIS_URL
    ? redisRateLimiter(env.REDIS_URL, env.REDIS_KEY_PREFIX)
    : memoryRateLimiter();
  opened.push(() => rateLimiter.close());
  const outbox = outboxSender(database.db, Date.now);
  const sms =
    env.SMS_URL && env.SMS_TOKEN ? httpSmsSender(env.SMS_URL, env.SMS_TOKEN, outbox) : outbox;
  if (env.NODE_ENV === 'production' && sms === outbox) {
    log('warning: SMS_URL and SMS_TOKEN are not set; SMS codes only reach the outbox table');
  }
  const vapid = await vapidKeysOf(env);
  if (vapid.generated)
    log(`generated Web Push (VAPID) keys into ${join(env.DATA_DIR, VAPID_FILE)}`);
  if (env.DATABASE_URL && !env.VAPID_PUBLIC_KEY)
    log(
      'warning: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set; every server copy on this database needs the same pair, or pushes fail',
    );
  const payments = paymentsOf(env);
  if (env.NODE_ENV === 'production' && payments.gateway.name === 'sandbox') {
    log('warning: PAYMENT_GATEWAY is the sandbox; plans are given for a click, no money is taken');
  }

  const app = await buildApp({
    db: database.db,
    brands: brandLoad.brands.map((b) => b.docs.brand),
    brandMarks: Object.fromEntries(brandLoad.brands.map((b) => [b.id, b.logoFiles.mark])),
    otpSender: env.SMTP_URL ? smtpSender(env.SMTP_URL, env.MAIL_FROM, sms) : sms,
    rateLimiter,
    tokenSecret: env.TOKEN_SECRET ?? (await ensureSecret(env.DATA_DIR)),
    clock: Date.now,
    devOutbox: env.NODE_ENV !== 'production',
    contentDir,
    subscriptionCatalog: catalogRead.catalog,
    embiumRules: rulesRead.rules,
    staticDir: DIST_DIR,
    oauthProviders: oauthProvidersOf(env),
    cloudSso: cloudSsoOf(env),
    payments,
    meetings: meetingsOf(env),
    push: { vapid: vapid.keys },
    logger: true,
    // Production logs only failed requests: a line per request costs about 30% of throughput.
    requestLog: env.NODE_ENV === 'production' ? 'errors' : 'every',
    trustProxy: env.TRUST_PROXY,
    ...securitySettingsOf(env),
  });
  opened.push(() => app.close());
  await app.listen({ port: env.PORT, host: env.HOST });
  log(
    `serving on http://localhost:${env.PORT} (${database.dialect}); each brand also on http://<brand-id>.localhost:${env.PORT}`,
  );

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  log('shutting down');
  return EXIT.ok;
}

/** Closes the app, then what it used; a close that fails is reported and the rest still close. */
async function closeNewestFirst(opened: readonly Closer[]): Promise<void> {
  for (const close of [...opened].reverse()) {
    await close().catch((error: unknown) => console.error('abhyas: closing failed:', error));
  }
}

/** The token-signing secret, generated into the data folder on first start and never committed. */
async function ensureSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, SECRETS_FILE);
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8'))).tokenSecret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const tokenSecret = randomBytes(48).toString('base64url');
  await writeFile(file, JSON.stringify({ tokenSecret }), { mode: 0o600 });
  return tokenSecret;
}
