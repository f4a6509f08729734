import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase, type OpenedDatabase } from '../../server/db/openDatabase.ts';
import { couponStore } from '../../server/services/subscription/couponStore.ts';
import { EXIT } from '../../cli/exitCodes.ts';
import { DIALECTS, freshDatabaseLocation, type DatabaseLocation } from '../api/testApp.ts';
import { lines, runCli } from './runCli.ts';

/** Several CLI runs, each a fresh process. */
const CLI_BATCH_TIMEOUT_MS = 90_000;

describe.each(DIALECTS)('abhyas coupons on %s', (dialect) => {
  let location: DatabaseLocation;
  let database: OpenedDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    location = await freshDatabaseLocation(dialect);
    env = location.databaseUrl
      ? { DATABASE_URL: location.databaseUrl }
      : { DATA_DIR: location.dataDir };
    database = openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    await location.drop();
  });

  const cli = (...args: string[]) => runCli(['coupons', ...args], env);

  it('says so when there are none', async () => {
    const run = await cli('list');
    expect(run.code).toBe(EXIT.ok);
    expect(lines(run.stdout)).toEqual(['No coupons.']);
  });

  it(
    'adds coupons with every term and lists them, upper case',
    async () => {
      const percent = await cli(
        'add',
        '--org',
        '1',
        '--code',
        'diwali25',
        '--kind',
        'percent',
        '--value',
        '2500',
        '--max-discount',
        '75000',
        '--plans',
        'k12-achieve-now,k12-achieve-sprint',
        '--from',
        '2026-11-01',
        '--until',
        '2026-11-15',
        '--max-uses',
        '100',
        '--per-user',
        '1',
      );
      expect(percent.code, percent.stderr).toBe(EXIT.ok);
      expect(lines(percent.stdout)).toEqual([
        'added org 1  DIWALI25  25 % off (at most ₹750.00)  plans k12-achieve-now,k12-achieve-sprint  from 2026-10-31T18:30:00.000Z  until 2026-11-15T18:30:00.000Z  used 0 of 100  1 per profile',
      ]);
      const flat = await cli(
        'add',
        '--org',
        '13',
        '--code',
        'WHEEL',
        '--kind',
        'flat',
        '--value',
        '5000',
        '--spin-only',
      );
      expect(flat.code, flat.stderr).toBe(EXIT.ok);
      const row = await couponStore(database.db).findCoupon(1, 'Diwali25');
      expect(row).toMatchObject({ kind: 'percent', value: 2500, used_count: 0, spin_only: 0 });
      const listed = await cli('list', '--org', '13');
      expect(lines(listed.stdout)).toEqual([
        'org 13  WHEEL  ₹50.00 off  all plans  used 0  spinner only',
      ]);
      const all = await cli('list', '--json');
      expect(JSON.parse(all.stdout)).toHaveLength(2);
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'refuses a code twice, a bad kind, a percentage over 100 %, unknown plans and bad dates',
    async () => {
      const add = (...args: string[]) =>
        cli('add', '--org', '1', '--kind', 'flat', '--value', '100', ...args);
      const refusals = [
        [['--code', 'DIWALI25'], 'already has a coupon DIWALI25'],
        [['--code', 'X', '--kind', 'half'], '--kind half: use flat or percent'],
        [['--code', 'X', '--kind', 'percent', '--value', '10001'], 'at most 10000 (100 %)'],
        [['--code', 'X', '--plans', 'k12-achieve-now,gold'], 'sells no plan gold'],
        [['--code', 'X', '--until', '2026-02-30'], '--until 2026-02-30: give a calendar date'],
        [['--code', 'X Y'], '--code X Y: use 1 to 32 letters'],
        [['--code', 'X', '--value', '1.5'], '--value 1.5: give a whole number'],
      ] as const;
      // Each run starts the CLI afresh (seconds): they go together.
      const runs = await Promise.all(refusals.map(([args]) => add(...args)));
      runs.forEach((run, i) => {
        expect(run.code, run.stdout).toBe(EXIT.usage);
        expect(run.stderr).toContain(refusals[i]?.[1]);
      });
      expect(JSON.parse((await cli('list', '--json')).stdout)).toHaveLength(2);
    },
    CLI_BATCH_TIMEOUT_MS,
  );
});
