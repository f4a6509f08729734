/**
 * The caches of the app's shell (issue 21), named after the build that filled them: a new
 * build's worker deletes every other build's (shellWorker.ts), as the page does on finding a new
 * build (runtime/build/buildUpdate.ts). The offline keep's caches (offlineRules.ts) are not these.
 */
const SHELL_CACHE_PREFIXES = {
  /** The precached shell: entry, shared chunks, styles, brand, core catalog, Latin fonts. */
  precache: 'abhyas-shell:',
  /** Pages as last answered, for a visit the network is too slow or absent for. */
  pages: 'abhyas-pages:',
  /** Other build files (routes' chunks, other languages), kept as pages use them. */
  assets: 'abhyas-assets:',
} as const;

export type ShellCacheKind = keyof typeof SHELL_CACHE_PREFIXES;

export function shellCacheName(kind: ShellCacheKind, version: string): string {
  return SHELL_CACHE_PREFIXES[kind] + version;
}

/** Every shell cache this build fills. */
export function buildCaches(version: string): string[] {
  return Object.values(SHELL_CACHE_PREFIXES).map((prefix) => prefix + version);
}

/**
 * Whether a cache is a build's precache. A worker whose precache is gone has been replaced, and
 * keeps nothing more (shellWorker.ts): whoever deletes a build's caches deletes this one first.
 */
export function isPrecache(name: string): boolean {
  return name.startsWith(SHELL_CACHE_PREFIXES.precache);
}

/** The shell caches among the origin's cache names that another build filled. */
export function otherBuildsCaches(names: readonly string[], version: string): string[] {
  const prefixes = Object.values(SHELL_CACHE_PREFIXES);
  return names.filter(
    (name) =>
      prefixes.some((prefix) => name.startsWith(prefix)) &&
      !prefixes.some((prefix) => name === prefix + version),
  );
}
