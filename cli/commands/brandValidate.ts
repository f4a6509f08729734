import { formatBrandError } from '../brands/brandError.ts';
import { loadBrands } from '../brands/loadBrands.ts';
import { EXIT } from '../exitCodes.ts';
import { brandsDirOf, selectBrands } from './selectBrands.ts';

interface ValidateOptions {
  brands?: string;
  json?: boolean;
}

/** `abhyas brand validate [id|path…]`: one line per problem; exit 1 when any selected brand fails. */
export default async function brandValidate(args: string[], options: ValidateOptions) {
  const brandsDir = brandsDirOf(options);
  const { ids, extraDirs } = await selectBrands(args, brandsDir);
  const load = await loadBrands({ brandsDir, extraDirs });
  const selected = ids.length > 0 ? ids : [...load.folders.keys()];
  const errors = load.errors.filter((e) => selected.includes(e.brand));
  const lines = [...new Set(errors.map(formatBrandError))];
  if (options.json) {
    const report = selected.map((id) => ({
      id,
      valid: !errors.some((e) => e.brand === id),
      errors: errors.filter((e) => e.brand === id),
    }));
    console.log(JSON.stringify({ ok: lines.length === 0, brands: report }, null, 2));
  } else if (lines.length > 0) {
    for (const line of lines) console.error(line);
    const failing = new Set(errors.map((e) => e.brand)).size;
    console.error(
      `${lines.length} ${lines.length === 1 ? 'error' : 'errors'} in ${failing} of ${selected.length} brands`,
    );
  } else {
    console.log(
      `${selected.length} ${selected.length === 1 ? 'brand' : 'brands'} valid: ${selected.join(', ')}`,
    );
  }
  return lines.length > 0 ? EXIT.invalid : EXIT.ok;
}
