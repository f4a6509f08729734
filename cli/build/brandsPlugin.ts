import type { Plugin } from 'vite';
import { formatBrandError } from '../brands/brandError.ts';
import { resolve } from 'node:path';
import { BRANDS_DIR, loadBrands, SOURCE_LOCALE_FILE } from '../brands/loadBrands.ts';
import type { BrandFolder, SourceFile } from '../brands/readBrandFolder.ts';

export const BRANDS_MODULE = 'virtual:abhyas/brands';
export const BRAND_MODULE_PREFIX = 'virtual:abhyas/brand/';
/** `virtual:abhyas/page/<brand>/<page>`: one page document, a chunk of its own. */
const PAGE_MODULE_PREFIX = 'virtual:abhyas/page/';
/** `virtual:abhyas/public-menu/<brand>`: the full public navigation, a chunk of its own. */
const PUBLIC_MENU_MODULE_PREFIX = 'virtual:abhyas/public-menu/';
const RESOLVED_PREFIX = '\0';

/** Lets `abhyas brand preview --brands <dir>` point the dev server at another brands folder. */
export const BRANDS_DIR_ENV = 'ABHYAS_BRANDS_DIR';

/**
 * Validates every brand when the app is built or served and hands the browser the merged documents
 * as plain data, so no validator ships in the bundle and an invalid brand can never be deployed.
 * Page documents come as chunks of their own, loaded with the route that shows them.
 */
export function brandsPlugin(): Plugin {
  // Every brand and page module is generated from one reading of the brands, made again when a
  // source file changes: validating all brands once per page module would take minutes.
  let loading: ReturnType<typeof loadBrands> | undefined;
  return {
    name: 'abhyas-brands',
    buildStart() {
      loading = undefined;
    },
    watchChange() {
      loading = undefined;
    },
    resolveId: (id) =>
      id === BRANDS_MODULE ||
      id.startsWith(BRAND_MODULE_PREFIX) ||
      id.startsWith(PAGE_MODULE_PREFIX) ||
      id.startsWith(PUBLIC_MENU_MODULE_PREFIX)
        ? RESOLVED_PREFIX + id
        : undefined,
    async load(id) {
      const ours =
        id === RESOLVED_PREFIX + BRANDS_MODULE ||
        id.startsWith(RESOLVED_PREFIX + BRAND_MODULE_PREFIX) ||
        id.startsWith(RESOLVED_PREFIX + PAGE_MODULE_PREFIX) ||
        id.startsWith(RESOLVED_PREFIX + PUBLIC_MENU_MODULE_PREFIX);
      if (!ours) return undefined;
      const brandsDir = process.env[BRANDS_DIR_ENV] ?? BRANDS_DIR;
      loading ??= loadBrands({ brandsDir });
      const load = await loading;
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
      if (id.startsWith(RESOLVED_PREFIX + PAGE_MODULE_PREFIX)) {
        const [brandId = '', name = ''] = id
          .slice((RESOLVED_PREFIX + PAGE_MODULE_PREFIX).length)
          .split('/');
        const page = load.brands.find((b) => b.id === brandId)?.docs.pages[name];
        if (!page) return this.error(`no page document ${name} in brand ${brandId}`);
        return `export default ${JSON.stringify(page)};\n`;
      }
      if (id.startsWith(RESOLVED_PREFIX + PUBLIC_MENU_MODULE_PREFIX)) {
        const brandId = id.slice((RESOLVED_PREFIX + PUBLIC_MENU_MODULE_PREFIX).length);
        const menuOwner = load.brands.find((b) => b.id === brandId);
        if (!menuOwner) return this.error(`no valid brand for ${id}`);
        return `export default ${JSON.stringify(menuOwner.docs.navigation.public)};\n`;
      }
      const brand = load.brands.find((b) => RESOLVED_PREFIX + BRAND_MODULE_PREFIX + b.id === id);
      if (!brand) return this.error(`no valid brand for ${id}`);
      const loaders = Object.keys(brand.docs.pages).map((name) => {
        const module = JSON.stringify(`${PAGE_MODULE_PREFIX}${brand.id}/${name}`);
        return `${JSON.stringify(name)}: () => import(${module}).then((m) => m.default)`;
      });
      return [
        `import full from ${JSON.stringify(brand.logoFiles.full + '?url')};`,
        `import mark from ${JSON.stringify(brand.logoFiles.mark + '?url')};`,
        // The full public navigation is the largest document and only signed-out visitors reading
        // English see it: it comes apart, so signed-in routes never download it.
        `const docs = ${JSON.stringify({ ...brand.docs, pages: {}, navigation: { ...brand.docs.navigation, public: [] } })};`,
        `const pageLoaders = {\n${loaders.join(',\n')}\n};`,
        `const loadPublicMenu = () => import(${JSON.stringify(PUBLIC_MENU_MODULE_PREFIX + brand.id)}).then((m) => m.default);`,
        `export default { id: ${JSON.stringify(brand.id)}, docs, logos: { full, mark }, pageLoaders, loadPublicMenu };`,
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
