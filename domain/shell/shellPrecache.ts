import * as z from 'zod/mini';

/**
 * The service worker's precache lists (a ShellPrecache as JSON), written into its code by the
 * build (cli/build/shellPrecachePlugin.ts replaces this literal). One worker serves every brand's
 * hosts, so it carries every brand's list and picks its own by host.
 */
export const SHELL_PRECACHE_PLACEHOLDER = '__ABHYAS_SHELL_PRECACHE__';

/**
 * Each brand's files and the host names it answers on, as the build resolved them
 * (domain/brands/resolveBrandByHost.ts: listed hosts and `<id>.localhost`); other hosts get the
 * default brand's. Resolved at build time: sharing that module with the worker would split it
 * out of the page's entry into a file of its own, one more on every page's critical path.
 */
export const shellPrecache = z.object({
  defaultBrand: z.string(),
  brands: z.array(
    z.object({ id: z.string(), hostnames: z.array(z.string()), files: z.array(z.string()) }),
  ),
});
export type ShellPrecache = z.infer<typeof shellPrecache>;

/**
 * The files to precache on this host: its brand's list. Empty when the build wrote no lists (the
 * dev server serves the worker's source, placeholder and all).
 */
export function precacheFilesFor(injected: string, hostname: string): string[] {
  if (!injected.startsWith('{')) return [];
  const { brands, defaultBrand } = z.parse(shellPrecache, JSON.parse(injected));
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const brand =
    brands.find((b) => b.hostnames.includes(host)) ?? brands.find((b) => b.id === defaultBrand);
  return brand?.files ?? [];
}
