import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /\/locales\/[a-z]{2}\.json$/;

/**
 * Message catalogs reach the browser already parsed (ICU syntax trees), so the ICU parser stays
 * out of the bundle, and a translation with broken ICU syntax fails the build instead of a page.
 * The output is still JSON, so Vite's own JSON handling applies after this.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'abhyas-precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return undefined;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(catalog)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** With precompiled catalogs the app needs only the parser's types and helpers, not the parser. */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
