import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase, type OpenedDatabase } from '../../server/db/openDatabase.ts';
import { recordEvent, recordOpen } from '../../server/services/events/deepLinkStore.ts';
import { insertEvent } from '../../server/services/events/eventStore.ts';
import { DIALECTS, freshDatabaseLocation, type DatabaseLocation } from '../api/testApp.ts';
import { lines, runCli } from './runCli.ts';

const HOUR = 3_600_000;

describe.each(DIALECTS)('abhyas events on %s', (dialect) => {
  let location: DatabaseLocation;
  let database: OpenedDatabase;
  let env: Record<string, string>;
  const now = Date.now();

  beforeAll(async () => {
    location = await freshDatabaseLocation(dialect);
    env = location.databaseUrl
      ? { DATABASE_URL: location.databaseUrl }
      : { DATA_DIR: location.dataDir };
    database = openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
    await migrateToLatest(database.db);
    const events = [
      {
        orgId: 1,
        namespace: 'errors',
        topic: 'api_error',
        payload: { error_code: 'OLD' },
        at: now - 2 * HOUR,
      },
      {
        orgId: 1,
        namespace: 'errors',
        topic: 'api_error',
        payload: { error_code: 'NETWORK' },
        at: now - 2000,
      },
      {
        orgId: 15,
        namespace: 'errors',
        topic: 'api_error',
        payload: { error_code: 'INTERNAL' },
        at: now - 1000,
      },
      { orgId: 1, namespace: 'player', topic: 'LVDP_Error', payload: { type: 'offline' }, at: now },
    ];
    for (const event of events) await insertEvent(database.db, event);
  });
  afterAll(async () => {
    await database.close();
    await location.drop();
  });

  const cli = (...args: string[]) => runCli(['events', ...args], env);

  it('lists the newest events first, one line each', async () => {
    const run = await cli('list', '--limit', '2');
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual([
      `${new Date(now).toISOString()}  org 1  player/LVDP_Error  {"type":"offline"}`,
      `${new Date(now - 1000).toISOString()}  org 15  errors/api_error  {"error_code":"INTERNAL"}`,
    ]);
  });

  it('filters by namespace, topic, organisation and age', async () => {
    const run = await cli(
      'list',
      '--namespace',
      'errors',
      '--topic',
      'api_error',
      '--org',
      '1',
      '--json',
    );
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as { payload: { error_code: string }; at: string }[];
    expect(listed.map((e) => e.payload.error_code)).toEqual(['NETWORK', 'OLD']);
    expect(listed[0]?.at).toBe(new Date(now - 2000).toISOString());

    const recent = await cli('list', '--namespace', 'errors', '--since', '1h', '--json');
    const codes = (JSON.parse(recent.stdout) as { payload: { error_code: string } }[]).map(
      (e) => e.payload.error_code,
    );
    expect(codes).toEqual(['INTERNAL', 'NETWORK']);

    const none = await cli('list', '--topic', 'nothing_like_this');
    expect(lines(none.stdout)).toEqual(['No events match.']);
  });

  it('makes deep links and reports their opens and events', async () => {
    const made = await cli(
      'deep-link',
      'new',
      '--org',
      '1',
      '--events',
      'sign_up',
      'PE_Profile_Updated',
      '--id',
      'summer',
      '--label',
      'Summer campaign',
    );
    expect(made.code).toBe(0);
    expect(lines(made.stdout)).toEqual([
      'deep link summer (organisation 1) tracks sign_up, PE_Profile_Updated',
      'add ?tracking_id=summer to any address of the brand',
    ]);
    const taken = await cli(
      'deep-link',
      'new',
      '--org',
      '1',
      '--events',
      'sign_up',
      '--id',
      'summer',
    );
    expect([taken.code, taken.stderr]).toEqual([
      2,
      expect.stringContaining('organisation 1 already has a deep link summer'),
    ]);
    const random = await cli('deep-link', 'new', '--org', '15', '--events', 'sign_up', '--json');
    const { trackingId } = JSON.parse(random.stdout) as { trackingId: string };
    expect(trackingId).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const hit = {
      orgId: 1,
      trackingId: 'summer',
      platform: 'WEB' as const,
      browserId: 'b1',
      at: now,
    };
    await recordOpen(database.db, hit);
    await recordOpen(database.db, { ...hit, platform: 'ANDROID' });
    await recordEvent(database.db, { ...hit, eventId: 'sign_up' });

    const listed = await cli('deep-link', 'list', '--org', '1');
    expect(lines(listed.stdout)).toEqual([
      'summer  org 1  opens 2  sign_up 1, PE_Profile_Updated 0  (Summer campaign)',
    ]);
    const all = JSON.parse((await cli('deep-link', 'list', '--json')).stdout) as unknown[];
    expect(all).toHaveLength(2);
  });
});

describe('abhyas events options', () => {
  it('refuses bad options with a message and exit code 2, before opening any database', async () => {
    const refusals = [
      [['list', '--limit', '0'], '--limit 0: give a whole number of at least 1'],
      [['list', '--namespace', 'bad name'], '--namespace bad name: use 1 to 64 letters'],
      [['list', '--since', 'yesterday'], '--since yesterday: give an age'],
      [
        ['deep-link', 'new', '--org', '1', '--events', 'sign up'],
        '--events sign up: use 1 to 64 letters',
      ],
      [
        ['deep-link', 'new', '--org', 'one', '--events', 'sign_up'],
        '--org one: give a whole number',
      ],
    ] as const;
    for (const [args, message] of refusals) {
      const run = await runCli(['events', ...args], { DATA_DIR: '/nonexistent/never-created' });
      expect([run.code, run.stderr]).toEqual([2, expect.stringContaining(message)]);
    }
  });
});
