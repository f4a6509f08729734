import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { importPincodes } from '../../server/content/importPincodes.ts';

/** Lines the report names one by one before it only counts the rest. */
const ISSUES_SHOWN = 20;

/**
 * `abhyas pincodes load <csv>`: loads India Post's national pincode directory (data.gov.in's CSV)
 * or a file in the pack's own format into the database the server uses. Offices already there are
 * kept; lines it cannot use are listed and skipped, and make the exit code 1.
 */
export default async function pincodesLoad(
  file: string,
  options: { json?: boolean },
): Promise<number> {
  const path = resolve(file);
  if (!existsSync(path)) throw new UsageError(`no such file: ${path}`);
  return withOperatorDatabase(async (db) => {
    const progress =
      process.stderr.isTTY && !options.json
        ? (rows: number) => process.stderr.write(`\r${String(rows)} offices read`)
        : undefined;
    const { rows, issues } = await importPincodes(db, path, progress);
    if (progress) process.stderr.write('\n');
    if (options.json) console.log(JSON.stringify({ rows, issues }, null, 2));
    else {
      console.log(`${String(rows)} offices read; those not yet loaded were added`);
      for (const issue of issues.slice(0, ISSUES_SHOWN))
        console.error(`${file}:${String(issue.line)}: ${issue.message}`);
      if (issues.length > ISSUES_SHOWN)
        console.error(`…and ${String(issues.length - ISSUES_SHOWN)} more lines skipped`);
    }
    return issues.length > 0 ? EXIT.invalid : EXIT.ok;
  });
}
