import { isImmutable } from './offlineRules.ts';
import { otherBuildsCaches, shellCacheName } from './shellCaches.ts';

/**
 * Copies into this build's precache the files an earlier build's caches already hold: a file
 * named by its hash is the same file in every build, and a deploy changes a few chunks, not the
 * shell. Workbox then downloads only what is missing (its install skips what the cache holds),
 * which on a 400 Kbps link is the difference between seconds and minutes of background download.
 */
export async function seedShell(files: readonly string[], version: string): Promise<void> {
  const earlier = otherBuildsCaches(await caches.keys(), version);
  if (earlier.length === 0) return;
  const sources = await Promise.all(earlier.map((name) => caches.open(name)));
  const target = await caches.open(shellCacheName('precache', version));
  for (const file of files) {
    if (!isImmutable(file) || (await target.match(file))) continue;
    for (const source of sources) {
      const copy = await source.match(file);
      if (copy) {
        await target.put(file, copy);
        break;
      }
    }
  }
}
