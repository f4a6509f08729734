import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../../cli/brands/loadBrands.ts';
import { packPincodes } from '../../../../server/content/importPincodes.ts';
import { readPincodeCsv, type PincodeRow } from '../../../../server/content/readPincodeCsv.ts';
import { GST_STATE_CODES } from '../../../../domain/subscription/gstStateCodes.ts';

/** The pack's subset covers every state and union territory. */
const STATES_AND_UNION_TERRITORIES = Object.keys(GST_STATE_CODES).length;

async function readAll(path: string, batch = 1_000) {
  const rows: PincodeRow[] = [];
  const batches: number[] = [];
  const result = await readPincodeCsv(path, batch, (b) => {
    batches.push(b.length);
    rows.push(...b);
    return Promise.resolve();
  });
  return { rows, batches, count: result.rows, issues: result.issues };
}

async function tempCsv(text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'pincodes-')), 'directory.csv');
  await writeFile(path, text);
  return path;
}

describe('readPincodeCsv', () => {
  it("reads the pack's subset cleanly, every state and union territory in it", async () => {
    const { rows, issues } = await readAll(packPincodes(join(REPO_ROOT, 'content')));
    expect(issues).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(290);
    expect(new Set(rows.map((r) => r.state_code)).size).toBe(STATES_AND_UNION_TERRITORIES);
    for (const row of rows) expect(GST_STATE_CODES[row.state.toLowerCase()]).toBe(row.state_code);
  });

  it("reads data.gov.in's national format in batches, with the state code from the state name", async () => {
    const path = await tempCsv(
      [
        '\uFEFFCircleName,RegionName,DivisionName,OfficeName,Pincode,OfficeType,Delivery,District,StateName,Latitude,Longitude',
        'Tamilnadu Circle,Chennai Region,Chennai City Central Division,Mylapore H.O,600004,HO,Delivery,CHENNAI,TAMIL NADU,13.03,80.26',
        'Odisha Circle,Bhubaneswar HQ Region,Bhubaneswar Division,"Bhubaneswar G.P.O.",751001,HO,Delivery,KHORDHA,Orissa,20.27,85.84',
        'Delhi Circle,Delhi,New Delhi GPO Division,Parliament House S.O,110001,SO,Non-Delivery,NEW DELHI,DELHI,NA,NA',
        'Jammu Kashmir Circle,Jammu Region,Jammu Division,JAMMU TAWI H.O,180001,HO,Delivery,JAMMU,JAMMU AND KASHMIR,NA,NA',
        'X Circle,X,X,Nowhere S.O,012345,SO,Delivery,X,DELHI,NA,NA',
        'X Circle,X,X,Lost S.O,560001,SO,Delivery,X,ATLANTIS,NA,NA',
      ].join('\r\n'),
    );
    const { rows, batches, issues } = await readAll(path, 2);
    expect(batches).toEqual([2, 2]);
    expect(rows).toEqual([
      {
        pincode: '600004',
        office: 'Mylapore H.O',
        district: 'Chennai',
        state: 'Tamil Nadu',
        state_code: '33',
      },
      {
        pincode: '751001',
        office: 'Bhubaneswar G.P.O.',
        district: 'Khordha',
        state: 'Orissa',
        state_code: '21',
      },
      {
        pincode: '110001',
        office: 'Parliament House S.O',
        district: 'New Delhi',
        state: 'Delhi',
        state_code: '07',
      },
      {
        pincode: '180001',
        office: 'Jammu Tawi H.O',
        district: 'Jammu',
        state: 'Jammu and Kashmir',
        state_code: '01',
      },
    ]);
    expect(issues).toEqual([
      { line: 6, message: '"012345" is not a pincode' },
      { line: 7, message: 'no GST state code for "Atlantis"' },
    ]);
  });

  it('refuses a file whose header it does not know', async () => {
    const { rows, issues } = await readAll(await tempCsv('a,b,c\n1,2,3\n'));
    expect(rows).toEqual([]);
    expect(issues).toEqual([{ line: 1, message: 'the header names neither known format' }]);
  });
});
