import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tile } from '../../domain/contracts/content.ts';
import { buildApp } from '../../server/app.ts';
import { CONTENT_VERSION_CHECK_MS } from '../../server/content/contentCache.ts';
import type { ContentPack } from '../../server/content/ContentPack.ts';
import { importContentPack } from '../../server/content/importContentPack.ts';
import { openDatabase, type OpenedDatabase } from '../../server/db/openDatabase.ts';
import {
  createTestApp,
  demoPack,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
const OTHER_ORG_HOST = 'abhyas-home.localhost';
const BOOK = 'jee-main-physics';
const NEW_TITLE = 'Physics, second edition';
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
/** The reads a hot next question may make: the caller, the session, its attempts, mastery, and its two writes. */
const NEXT_QUESTION_STATEMENTS = 6;

/** The demo pack with one book renamed, as an author's fix would arrive. */
function withBookTitle(pack: ContentPack, title: string): ContentPack {
  return {
    ...pack,
    books: {
      ...pack.books,
      books: pack.books.books.map((b) =>
        b.id === BOOK ? { ...b, title: { ...b.title, en: title } } : b,
      ),
    },
  };
}

/** Counts every SQL statement an app sends (kysely hands each query to its plugins once). */
function statementCounter() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { counter, plugin };
}

describe.each(DIALECTS)('content from memory on %s', (dialect) => {
  let t: TestApp;
  let jee: Family;
  let home: Family;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    jee = await familyWithChild(t, '9210000001');
    home = await familyWithChild(t, 'memory@example.com', undefined, OTHER_ORG_HOST);
  });
  afterAll(async () => {
    await t.close();
  });

  const tiles = async (app: FastifyInstance, who: Family, source: string, host = HOST) =>
    (
      await app.inject({
        url: `/api/content/shelf/${source}`,
        headers: { host, 'x-auth-token': who.childToken },
      })
    ).json<{ data: { tiles: Tile[] } }>().data.tiles;
  const bookTitle = async (app: FastifyInstance) =>
    (await tiles(app, jee, 'books')).find((b) => b.id === BOOK)?.tileName;

  it('answers a read again from memory as it did the first time', async () => {
    const first = await tiles(t.app, jee, 'learnChapters');
    expect(first.length).toBeGreaterThan(0);
    expect(await tiles(t.app, jee, 'learnChapters')).toEqual(first);
  });

  it('shows a re-imported pack’s new title once the version is checked, without a restart', async () => {
    const pack = await demoPack();
    const before = await bookTitle(t.app);
    expect(before).not.toBe(NEW_TITLE);
    await importContentPack(t.deps.db, withBookTitle(pack, NEW_TITLE));
    t.advance(CONTENT_VERSION_CHECK_MS);
    expect(await bookTitle(t.app)).toBe(NEW_TITLE);
    const toc = await t.app.inject({
      url: `/api/content/books/${BOOK}/toc`,
      headers: { host: HOST, 'x-auth-token': jee.childToken },
    });
    expect(toc.json<{ data: { title: string } }>().data.title).toBe(NEW_TITLE);
    await importContentPack(t.deps.db, pack);
    t.advance(CONTENT_VERSION_CHECK_MS);
    expect(await bookTitle(t.app)).toBe(before);
  });

  it('keeps each child’s progress to that child, in either organisation', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/content/content-status',
      headers: { host: HOST, 'x-auth-token': jee.childToken },
      payload: {
        child_id: jee.childId,
        content_id: 'projectile-motion',
        content_status: 'INPROGRESS',
        content_type: 'Video',
        length: 66.9,
        watched_duration: 30,
      },
    });
    expect(report.statusCode).toBe(200);
    const watched = async (who: Family, host: string) =>
      (await tiles(t.app, who, 'videos', host)).find((v) => v.id === 'projectile-motion')?.progress
        ?.watched;
    expect(await watched(jee, HOST)).toBeGreaterThan(0);
    expect(await watched(home, OTHER_ORG_HOST)).toBe(0);
    // The other organisation's child on this organisation's host is still nobody.
    const crossed = await t.app.inject({
      url: '/api/content/shelf/videos',
      headers: { host: HOST, 'x-auth-token': home.childToken },
    });
    expect(crossed.statusCode).toBe(401);
  });

  describe('a second copy of the server on the same database', () => {
    let database: OpenedDatabase;
    let second: FastifyInstance;

    beforeAll(async () => {
      database = openDatabase({
        databaseUrl: t.location.databaseUrl,
        dataDir: t.location.dataDir,
      });
      second = await buildApp({ ...t.deps, db: database.db });
    });
    afterAll(async () => {
      await second.close();
      await database.close();
    });

    it('sees a pack the first copy’s connection imported', async () => {
      const pack = await demoPack();
      const before = await bookTitle(second);
      await importContentPack(t.deps.db, withBookTitle(pack, NEW_TITLE));
      t.advance(CONTENT_VERSION_CHECK_MS);
      expect(await bookTitle(second)).toBe(NEW_TITLE);
      await importContentPack(t.deps.db, pack);
      t.advance(CONTENT_VERSION_CHECK_MS);
      expect(await bookTitle(second)).toBe(before);
    });
  });

  describe('SQL of a hot read', () => {
    const { counter, plugin } = statementCounter();
    let counted: FastifyInstance;

    beforeAll(async () => {
      counted = await buildApp({ ...t.deps, db: t.deps.db.withPlugin(plugin) });
    });
    afterAll(async () => {
      await counted.close();
    });

    it('is the caller’s session alone for a shelf of the pack', async () => {
      await tiles(counted, jee, 'subjects');
      counter.statements = 0;
      expect((await tiles(counted, jee, 'subjects')).length).toBeGreaterThan(0);
      expect(counter.statements).toBe(1);
    });

    it('is a handful of statements for practice’s next question', async () => {
      const headers = { host: HOST, 'x-auth-token': jee.childToken };
      const base = '/api/practice/v1/practice';
      const session = async () =>
        (
          await counted.inject({
            method: 'POST',
            url: `${base}/session`,
            headers,
            payload: { type: 'Normal', learning_map: { learnpath_name: KINEMATICS } },
          })
        ).json<{ data: { session_id: string } }>().data.session_id;
      const [warm, hot] = [await session(), await session()];
      expect((await counted.inject({ url: `${base}/${warm}/question`, headers })).statusCode).toBe(
        200,
      );
      counter.statements = 0;
      const next = await counted.inject({ url: `${base}/${hot}/question`, headers });
      expect(next.statusCode).toBe(200);
      expect(counter.statements).toBeLessThanOrEqual(NEXT_QUESTION_STATEMENTS);
    });
  });
});
