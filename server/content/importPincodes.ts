import type { Kysely } from 'kysely';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/schema.ts';
import { readPincodeCsv, type PincodeIssue } from './readPincodeCsv.ts';

/** Offices per statement: 5 columns each, well under both databases' limits on parameters. */
export const PINCODE_BATCH = 1_000;

/** The pack's own subset of the directory (content/pincodes/README.md says where it is from). */
export const packPincodes = (contentDir: string) => join(contentDir, 'pincodes', 'pincodes.csv');

/**
 * Loads a pincode CSV into `pincodes` in batches; an office already there is kept as it is, so a
 * file loaded twice, or the full directory over the pack's subset, adds only what is new.
 */
export async function importPincodes(
  db: Kysely<Database>,
  path: string,
  onProgress?: (rows: number) => void,
): Promise<{ rows: number; issues: PincodeIssue[] }> {
  let done = 0;
  return readPincodeCsv(path, PINCODE_BATCH, async (rows) => {
    // The national file lists a few offices twice; a statement must not hit its own conflict.
    const unique = [...new Map(rows.map((r) => [`${r.pincode}|${r.office}`, r])).values()];
    await db
      .insertInto('pincodes')
      .values(unique)
      .onConflict((c) => c.columns(['pincode', 'office']).doNothing())
      .execute();
    done += rows.length;
    onProgress?.(done);
  });
}

/** What seeding found: the directory already held offices, was loaded now, or the pack has none. */
export type PincodeSeed = 'present' | 'loaded' | 'absent';

/**
 * The pack's subset, loaded once: only while the directory is still empty (first start, content
 * import, tests). A pack without the file leaves it empty, and the caller says so.
 */
export async function seedPincodes(db: Kysely<Database>, contentDir: string): Promise<PincodeSeed> {
  const any = await db.selectFrom('pincodes').select('pincode').limit(1).executeTakeFirst();
  if (any) return 'present';
  const path = packPincodes(contentDir);
  if (!existsSync(path)) return 'absent';
  const { issues } = await importPincodes(db, path);
  if (issues.length > 0)
    throw new Error(
      `${path}: ${issues.map((i) => `line ${String(i.line)}: ${i.message}`).join('; ')}`,
    );
  return 'loaded';
}
