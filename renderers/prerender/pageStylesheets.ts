import * as z from 'zod/mini';
import { LOCALE_SCRIPTS, type Locale } from '../../domain/rules/locales.ts';

const manifestEntry = z.object({
  file: z.string(),
  css: z.optional(z.array(z.string())),
  imports: z.optional(z.array(z.string())),
});
export const clientManifest = z.record(z.string(), manifestEntry);
type ClientManifest = z.infer<typeof clientManifest>;

/**
 * The modules public pages draw that load with their route, not with the app (their stylesheets
 * come with their chunks, after the page has painted without them).
 */
const PUBLIC_PAGE_MODULES = [
  'renderers/screens/LandingScreen.tsx',
  'renderers/blocks/info/infoBlocks.ts',
];

/** A module's stylesheets and those of every chunk it imports, from the build's manifest. */
function stylesheetsOf(manifest: ClientManifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(entry.css ?? []),
    ...(entry.imports ?? []).flatMap((imported) => stylesheetsOf(manifest, imported, seen)),
  ];
}

/**
 * The stylesheets a prerendered page links beyond index.html's: its blocks' styles and its
 * language's script font, so the page paints styled and in its font instead of changing once the
 * scripts that bring them have run. The font's file is preloaded too, so it is on its way at once.
 */
export function pageHeadLinks(
  manifest: ClientManifest,
  locale: Locale,
  template: string,
): string[] {
  const sheets = new Set(PUBLIC_PAGE_MODULES.flatMap((key) => stylesheetsOf(manifest, key)));
  const script = LOCALE_SCRIPTS[locale];
  const links: string[] = [];
  const preloadFont = (key: string) => {
    const file = manifest[key]?.file;
    if (file && !template.includes(`/${file}"`))
      links.push(`<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`);
  };
  // Every page has Latin letters (the brand's name, at least).
  preloadFont(
    'node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  );
  if (script !== 'latin') {
    const font = `noto-sans-${script}`;
    const css = manifest[`node_modules/@fontsource-variable/${font}/index.css`]?.file;
    if (css) sheets.add(css);
    preloadFont(
      `node_modules/@fontsource-variable/${font}/files/${font}-${script}-wght-normal.woff2`,
    );
  }
  for (const sheet of sheets)
    if (!template.includes(`/${sheet}"`)) links.push(`<link rel="stylesheet" href="/${sheet}" />`);
  return links;
}
