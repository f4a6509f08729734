import type { Plugin } from 'vite';
import { formatBrandError } from '../brands/brandError.ts';
import { resolve } from 'node:path';
import { BRANDS_DIR, loadBrands, SOURCE_LOCALE_FILE } from '../brands/loadBrands.ts';
import type { BrandFolder, SourceFile } from '../brands/readBrandFolder.ts';

export const BRANDS_MODULE = 'virtual:abhyas/brands';
const BRAND_MODULE_PREFIX = 'virtual:abhyas/brand/';
const RESOLVED_PREFIX = '\0';

/** Lets `abhyas brand preview --brands <dir>` point the dev server at another brands folder. */
export const BRANDS_DIR_ENV = 'ABHYAS_BRANDS_DIR';

/**
 * Validates every brand when the app is built or served and hands the browser the merged documents
 * as plain data, so no validator ships in the bundle and an invalid brand can never be deployed.
 */
export function brandsPlugin(): Plugin {
  return {
    name: 'abhyas-brands',
    resolveId: (id) =>
      id === BRANDS_MODULE || id.startsWith(BRAND_MODULE_PREFIX) ? RESOLVED_PREFIX + id : undefined,
    async load(id) {
      const ours =
        id === RESOLVED_PREFIX + BRANDS_MODULE ||
        id.startsWith(RESOLVED_PREFIX + BRAND_MODULE_PREFIX);
      if (!ours) return undefined;
      const brandsDir = process.env[BRANDS_DIR_ENV] ?? BRANDS_DIR;
      const load = await loadBrands({ brandsDir });
      for (const folder of load.folders.values()) {
        for (const source of sourceFiles(folder)) this.addWatchFile(resolve(source.file));
      }
      this.addWatchFile(SOURCE_LOCALE_FILE);
      if (load.errors.length > 0) {
        const lines = [...new Set(load.errors.map(formatBrandError))];
        this.error(`invalid brand documents:\n${lines.join('\n')}`);
      }
      if (id === RESOLVED_PREFIX + BRANDS_MODULE) {
        const entries = load.brands.map(({ id: brandId, docs }) => {
          const loader = `() => import(${JSON.stringify(BRAND_MODULE_PREFIX + brandId)}).then((m) => m.default)`;
          return `{ id: ${JSON.stringify(brandId)}, hosts: ${JSON.stringify(docs.brand.hosts)}, load: ${loader} }`;
        });
        return `export default [\n${entries.join(',\n')}\n];\n`;
      }
      const brand = load.brands.find((b) => RESOLVED_PREFIX + BRAND_MODULE_PREFIX + b.id === id);
      if (!brand) return this.error(`no valid brand for ${id}`);
      return [
        `import full from ${JSON.stringify(brand.logoFiles.full + '?url')};`,
        `import mark from ${JSON.stringify(brand.logoFiles.mark + '?url')};`,
        `const docs = ${JSON.stringify(brand.docs)};`,
        `export default { id: ${JSON.stringify(brand.id)}, docs, logos: { full, mark } };`,
      ].join('\n');
    },
  };
}

function sourceFiles(folder: BrandFolder): SourceFile[] {
  const { brand, routes, navigation, exceptions, pages } = folder;
  return [brand, routes, navigation, exceptions, ...Object.values(pages)].filter(
    (s) => s !== undefined,
  );
}
