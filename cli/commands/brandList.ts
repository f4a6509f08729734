import { formatBrandError } from '../brands/brandError.ts';
import { loadBrands } from '../brands/loadBrands.ts';
import { EXIT } from '../exitCodes.ts';
import { brandsDirOf } from './selectBrands.ts';

/** `abhyas brand list`: the valid brands; invalid ones are named so they are not silently missing. */
export default async function brandList(options: { brands?: string; json?: boolean }) {
  const load = await loadBrands({ brandsDir: brandsDirOf(options) });
  const rows = load.brands.map(({ id, docs: { brand } }) => ({
    id,
    name: brand.name,
    org: brand.organisationId,
    hosts: brand.hosts,
    modules: brand.modules,
  }));
  const invalid = [...new Set(load.errors.map((e) => e.brand))];
  if (options.json) {
    console.log(JSON.stringify({ brands: rows, invalid }, null, 2));
  } else {
    const table = rows.map((r) => [
      r.id,
      r.name,
      String(r.org),
      r.hosts.join(','),
      r.modules.join(','),
    ]);
    printTable([['ID', 'NAME', 'ORG', 'HOSTS', 'MODULES'], ...table]);
    for (const error of load.errors) console.error(formatBrandError(error));
  }
  return invalid.length > 0 ? EXIT.invalid : EXIT.ok;
}

function printTable(rows: string[][]) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((r) => (r[column] ?? '').length))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}
