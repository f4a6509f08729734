import { parse } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  CATALOG_PART_NAMES,
  LATER_CATALOG_PARTS,
  partOfKey,
  type CatalogPart,
} from '../../domain/i18n/catalogParts.ts';
import { SUPPORTED_LOCALES } from '../../domain/rules/locales.ts';
import { REPO_ROOT } from '../brands/loadBrands.ts';

export const MESSAGES_MODULE = 'virtual:abhyas/messages';
/** The loaders of the later parts (LATER_CATALOG_PARTS), a chunk of their own. */
const LATER_MODULE = 'virtual:abhyas/later-messages';
const PART_PREFIX = `${MESSAGES_MODULE}/`;
const RESOLVED_PREFIX = '\0';

/**
 * Serves each language's catalog in parts (domain/i18n/catalogParts.ts), one chunk per language
 * and part, already parsed (ICU syntax trees): the ICU parser stays out of the bundle, and a
 * translation with broken ICU syntax fails the build instead of a page.
 */
export function catalogPartsPlugin(): Plugin {
  return {
    name: 'abhyas-catalog-parts',
    resolveId: (id) =>
      id.startsWith(MESSAGES_MODULE) || id === LATER_MODULE ? RESOLVED_PREFIX + id : undefined,
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      if (name === MESSAGES_MODULE)
        return [
          `export default ${loaderMap((part) => !LATER_CATALOG_PARTS.includes(part))};`,
          `export const laterLoaders = () => import(${JSON.stringify(LATER_MODULE)});`,
        ].join('\n');
      if (name === LATER_MODULE)
        return `export default ${loaderMap((part) => LATER_CATALOG_PARTS.includes(part))};\n`;
      if (!name.startsWith(PART_PREFIX)) return undefined;
      const [locale = '', part = ''] = name.slice(PART_PREFIX.length).split('/');
      const file = join(REPO_ROOT, 'locales', `${locale}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(catalog)) {
        if (partOfKey(key) !== part) continue;
        try {
          compiled[key] = parse(message);
        } catch (error) {
          this.error(`${file}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}

/** `{ "<locale>/<part>": () => import(<its chunk>) }` for every language and each part chosen. */
function loaderMap(chosen: (part: CatalogPart) => boolean): string {
  const entries = SUPPORTED_LOCALES.flatMap((locale) =>
    CATALOG_PART_NAMES.filter(chosen).map((part) => {
      const module = JSON.stringify(`${PART_PREFIX}${locale}/${part}`);
      return `${JSON.stringify(`${locale}/${part}`)}: () => import(${module})`;
    }),
  );
  return `{\n${entries.join(',\n')}\n}`;
}

/** With precompiled catalogs the app needs only the parser's types and helpers, not the parser. */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
