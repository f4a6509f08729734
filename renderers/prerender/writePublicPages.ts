import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  CATALOG_PARTS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  prerenderedMark,
  prerenderedPagePath,
} from '../../domain/prerender/prerenderedPage.ts';
import { PRERENDERED_FACTS_FILE } from '../../domain/prerender/prerenderedFacts.ts';
import { SUPPORTED_LOCALES, type Locale } from '../../domain/rules/locales.ts';
import type { BundledBrand } from '../../domain/brands/bundledBrand.ts';
import * as z from 'zod/mini';
import { PREPAINT_SCRIPT } from '../../runtime/prerender/prepaintScript.ts';
import { loadBrands, publicPaths, renderPublicPage, type PublicPage } from './renderPublicPage.tsx';
import { clientManifest, pageHeadLinks } from './pageStylesheets.ts';
import { themeStylesheet } from './themeStylesheet.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const hashOf = (text: string, encoding: 'hex' | 'base64') =>
  createHash('sha256').update(text).digest(encoding);

/**
 * Writes every brand's public pages in every language into the built app (domain/prerender/), each
 * the built index.html with the page drawn in its root, its language, title, description and icon,
 * the brand's theme as a stylesheet, and the pre-paint check (runtime/prerender/prepaintScript.ts).
 */
export async function writePublicPages(outDir: string, shard: Shard): Promise<void> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest = z.parse(
    clientManifest,
    JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')),
  );
  const brands = (await loadBrands()).filter((_, index) => index % shard.count === shard.index);
  for (const brand of brands) {
    const theme = themeStylesheet(brand.docs.brand);
    const themeFile = `assets/theme-${brand.id}-${hashOf(theme, 'hex').slice(0, 8)}.css`;
    await writeFile(join(outDir, themeFile), theme);
    const headLinks = Object.fromEntries(
      SUPPORTED_LOCALES.map((locale) => [locale, pageHeadLinks(manifest, locale, template)]),
    ) as Record<Locale, string[]>;
    for (const locale of SUPPORTED_LOCALES) {
      for (const path of publicPaths(brand)) {
        const page = await renderPublicPage(brand, locale, path);
        const file = join(outDir, prerenderedPagePath(brand.id, locale, path));
        await mkdir(dirname(file), { recursive: true });
        const links = [`<link rel="stylesheet" href="/${themeFile}" />`, ...headLinks[locale]];
        await writeFile(file, fillTemplate(template, { brand, locale, page, links }));
      }
    }
  }
  if (shard.index !== 0) return;
  const facts = { scriptHashes: [`'sha256-${hashOf(PREPAINT_SCRIPT, 'base64')}'`] };
  await writeFile(join(outDir, PRERENDERED_FACTS_FILE), JSON.stringify(facts));
}

/** This worker's share of the brands: those whose place in the list leaves this remainder. */
export interface Shard {
  index: number;
  count: number;
}

interface Filling {
  brand: BundledBrand;
  locale: Locale;
  page: PublicPage;
  /** Stylesheets and preloads beyond index.html's. */
  links: readonly string[];
}

function fillTemplate(template: string, { brand, locale, page, links }: Filling): string {
  const head = [
    `<link rel="icon" href="${escapeHtml(brand.logos.mark)}" />`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...links,
  ].join('\n    ');
  const root = [
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderedMark(brand.id, locale)}"`,
    ` ${CATALOG_PARTS_ATTRIBUTE}="${page.parts.join(' ')}">${page.html}</div>`,
    `\n    <script>${PREPAINT_SCRIPT}</script>`,
  ].join('');
  return replaceOnce(
    replaceOnce(
      replaceOnce(
        replaceOnce(template, '<html lang="en">', `<html lang="${locale}">`),
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(page.title)}</title>`,
      ),
      '<link rel="icon" href="data:," />',
      head,
    ),
    '<div id="root"></div>',
    root,
  );
}

/** A template's part replaced, failing the build when index.html no longer has it. */
function replaceOnce(text: string, part: string | RegExp, by: string): string {
  if (typeof part === 'string' ? !text.includes(part) : !part.test(text))
    throw new Error(`index.html has no ${String(part)} to fill in`);
  return text.replace(part, () => by);
}
