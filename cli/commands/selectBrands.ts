import { basename, resolve } from 'node:path';
import { BRANDS_DIR } from '../brands/loadBrands.ts';
import { readdir, stat } from 'node:fs/promises';
import { UsageError } from '../exitCodes.ts';

/** Where the brands live for this call: --brands, else the repository's brands/. */
export function brandsDirOf(options: { brands?: string }): string {
  return options.brands ? resolve(options.brands) : BRANDS_DIR;
}

/**
 * Turns the ids and folder paths a user typed into brand ids, plus the folders outside the brands
 * folder that have to be read too. An argument that is neither is a usage error.
 */
export async function selectBrands(args: readonly string[], brandsDir: string) {
  const known = new Set(await readdir(brandsDir));
  const ids: string[] = [];
  const extraDirs: string[] = [];
  for (const arg of args) {
    if (await isDirectory(arg)) {
      extraDirs.push(resolve(arg));
      ids.push(basename(resolve(arg)));
    } else if (known.has(arg)) {
      ids.push(arg);
    } else {
      throw new UsageError(`"${arg}" is neither a brand id in ${brandsDir} nor a brand folder`);
    }
  }
  return { ids, extraDirs };
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
