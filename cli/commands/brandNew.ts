import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { formatBrandError } from '../brands/brandError.ts';
import { loadBrands, REPO_ROOT } from '../brands/loadBrands.ts';
import { brandLogos } from '../brands/brandLogos.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { brandsDirOf } from './selectBrands.ts';

const BRAND_ID = /^[a-z][a-z0-9-]{1,30}$/;
const HOST = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;

interface NewOptions {
  org: string;
  host: string;
  extends: string;
  brands?: string;
  json?: boolean;
}

/**
 * `abhyas brand new <id>`: writes the few lines an extending brand needs (identity, hosts, logos)
 * and validates the result. Title and description stay the parent's message keys until the brand
 * has texts of its own in all twelve catalogs; copying English into them would break the rule
 * that every language is really translated.
 */
export default async function brandNew(id: string, options: NewOptions) {
  const brandsDir = brandsDirOf(options);
  const org = Number(options.org);
  if (!BRAND_ID.test(id)) throw new UsageError(`brand id "${id}" must match ${BRAND_ID.source}`);
  if (!Number.isInteger(org) || org < 1)
    throw new UsageError(`--org must be a positive whole number, not "${options.org}"`);
  if (!HOST.test(options.host)) throw new UsageError(`--host "${options.host}" is not a host name`);

  const before = await loadBrands({ brandsDir });
  if (before.folders.has(id))
    throw new UsageError(
      `brand "${id}" already exists in ${relative(process.cwd(), brandsDir) || '.'}`,
    );
  const parent = before.brands.find((b) => b.id === options.extends);
  if (!parent) throw new UsageError(`--extends "${options.extends}" is not a valid brand`);
  const hosts = [...new Set([options.host, `${id}.localhost`])];
  for (const host of hosts) {
    const owner = before.brands.find((b) => b.docs.brand.hosts.includes(host));
    if (owner) throw new UsageError(`host "${host}" is already used by brand "${owner.id}"`);
  }

  const name = id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  const dir = join(brandsDir, id);
  const logos = brandLogos(name, parent.docs.brand.theme.colors.primary);
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'assets', 'logo.svg'), logos.full);
  await writeFile(join(dir, 'assets', 'mark.svg'), logos.mark);
  const brand = {
    $schema: relative(dir, join(REPO_ROOT, 'schemas', 'brand.schema.json')),
    id,
    extends: options.extends,
    name,
    organisationId: org,
    hosts,
    logos: { full: 'assets/logo.svg', mark: 'assets/mark.svg' },
    productSlug: id.replaceAll('-', '').slice(0, 21),
  };
  await writeFile(join(dir, 'brand.json'), JSON.stringify(brand, null, 2) + '\n');

  const after = await loadBrands({ brandsDir });
  const lines = after.errors.filter((e) => e.brand === id).map(formatBrandError);
  if (options.json) {
    console.log(
      JSON.stringify({ id, dir, hosts, valid: lines.length === 0, errors: lines }, null, 2),
    );
  } else {
    console.log(
      `created ${relative(process.cwd(), dir)}/ (extends ${options.extends}, org ${org}, hosts ${hosts.join(', ')})`,
    );
    for (const line of lines) console.error(line);
    if (lines.length === 0) {
      const where = options.brands ? ` --brands ${options.brands}` : '';
      console.log(`valid — preview it with: npx abhyas brand preview ${id}${where}`);
    }
  }
  return lines.length > 0 ? EXIT.invalid : EXIT.ok;
}
