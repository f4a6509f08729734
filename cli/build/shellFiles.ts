import type { Manifest } from 'vite';
import { MESSAGES_MODULE } from './catalogPartsPlugin.ts';
import { BRAND_MODULE_PREFIX } from './brandsPlugin.ts';

/** The app's HTML entry, as the build manifest names it. */
const HTML_ENTRY = 'index.html';
/** The catalog part every page loads first (domain/i18n/catalogParts.ts). */
const CORE_PART = 'core';
/**
 * The font files of the Latin script (fontsource's `-latin-` and `-latin-ext-` subsets; the
 * rupee sign is in the latter). Other scripts' files are fetched when a page shows that script.
 */
const LATIN_FONT = /-latin(-ext)?-[^/]*\.woff2$/;

/** A chunk and every chunk it imports statically, with their styles and assets. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  // Fonts are chosen by script below; other assets (images) come with their chunk.
  for (const asset of chunk.assets ?? []) if (!asset.endsWith('.woff2')) into.add(asset);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into, seen);
}

/**
 * What a brand's service worker precaches (issue 21): the shell every page runs on (the HTML
 * entry's static imports: framework and shared chunks, styles), the brand's own chunk, the core
 * catalog part of the language given, and the Latin fonts. Not other brands', other languages'
 * or routes' chunks: the worker keeps those as a page uses them. As absolute paths, sorted.
 */
export function shellFiles(manifest: Manifest, brandId: string, locale: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  staticClosure(manifest, HTML_ENTRY, files, seen);
  staticClosure(manifest, BRAND_MODULE_PREFIX + brandId, files, seen);
  staticClosure(manifest, `${MESSAGES_MODULE}/${locale}/${CORE_PART}`, files, seen);
  for (const chunk of Object.values(manifest))
    for (const asset of chunk.assets ?? []) if (LATIN_FONT.test(asset)) files.add(asset);
  return [...files].map((file) => `/${file}`).sort();
}
