import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { runCli } from './runCli.ts';

const NATIONAL = [
  'CircleName,RegionName,DivisionName,OfficeName,Pincode,OfficeType,Delivery,District,StateName,Latitude,Longitude',
  'Karnataka Circle,Bangalore HQ Region,Bangalore East Division,Koramangala S.O,560034,SO,Non-Delivery,BENGALURU URBAN,KARNATAKA,12.93,77.62',
  'Karnataka Circle,Bangalore HQ Region,Bangalore East Division,Agara S.O,560034,SO,Delivery,BENGALURU URBAN,KARNATAKA,12.92,77.64',
  'Kerala Circle,Trivandrum Region,Trivandrum North Division,Kowdiar S.O,695003,SO,Delivery,THIRUVANANTHAPURAM,KERALA,8.52,76.96',
  'X Circle,X,X,Nowhere S.O,12345,SO,Delivery,X,KERALA,NA,NA',
].join('\n');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'abhyas-pincodes-'));
  await writeFile(join(work, 'directory.csv'), NATIONAL);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('abhyas pincodes load', () => {
  it("loads the national directory's offices, reports the lines it skipped, and adds nothing twice", async () => {
    const data = join(work, 'data');
    const load = () =>
      runCli(['pincodes', 'load', join(work, 'directory.csv'), '--json'], { DATA_DIR: data });
    const first = await load();
    expect(first.code).toBe(1);
    expect(JSON.parse(first.stdout)).toEqual({
      rows: 3,
      issues: [{ line: 5, message: '"12345" is not a pincode' }],
    });
    expect((await load()).code).toBe(1);

    const database = openDatabase({ dataDir: data });
    try {
      const rows = await database.db
        .selectFrom('pincodes')
        .selectAll()
        .orderBy('pincode')
        .orderBy('office')
        .execute();
      expect(rows).toEqual([
        {
          pincode: '560034',
          office: 'Agara S.O',
          district: 'Bengaluru Urban',
          state: 'Karnataka',
          state_code: '29',
        },
        {
          pincode: '560034',
          office: 'Koramangala S.O',
          district: 'Bengaluru Urban',
          state: 'Karnataka',
          state_code: '29',
        },
        {
          pincode: '695003',
          office: 'Kowdiar S.O',
          district: 'Thiruvananthapuram',
          state: 'Kerala',
          state_code: '32',
        },
      ]);
    } finally {
      await database.close();
    }
  });

  it('names a file that is not there (exit 2)', async () => {
    const missing = await runCli(['pincodes', 'load', join(work, 'none.csv')], {
      DATA_DIR: join(work, 'data-missing'),
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
  });
});
