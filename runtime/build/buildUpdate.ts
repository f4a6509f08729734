import * as z from 'zod/mini';
import {
  isNewerBuild,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_FILE_PATH,
  versionFile,
  type VersionFile,
} from '../../domain/shell/buildVersion.ts';
import { isPrecache } from '../offline/shellCaches.ts';
import { shellStore } from '../shellStore.ts';
import { newBuildAtom } from './newBuildAtom.ts';

/** The version file of the build the server has now; the HTTP cache must not answer for it. */
export async function fetchPublishedVersion(): Promise<VersionFile> {
  const answer = await fetch(VERSION_FILE_PATH, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`${VERSION_FILE_PATH} answered ${answer.status}`);
  return z.parse(versionFile, await answer.json());
}

/**
 * Deletes every Cache Storage cache of this origin: they hold the old build's files, which a
 * reload must not be served from. The old build's worker still controls the page and keeps what
 * passes until its precache is gone (runtime/offline/shellWorker.ts): the precaches go first,
 * then everything there is by then. Pages on plain http (no Cache Storage) have none to delete.
 */
export async function clearOldCaches(
  cacheStorage: CacheStorage | undefined = 'caches' in globalThis ? globalThis.caches : undefined,
) {
  if (!cacheStorage) return;
  const deleteAll = (names: string[]) =>
    Promise.all(names.map((name) => cacheStorage.delete(name)));
  await deleteAll((await cacheStorage.keys()).filter(isPrecache));
  await deleteAll(await cacheStorage.keys());
}

export interface BuildWatchOptions {
  fetchVersion?: () => Promise<VersionFile>;
  clearCaches?: () => Promise<void>;
}

/**
 * Asks every 10 minutes whether a newer build is out (shell spec §4, "Build update"). The first
 * newer one deletes the old caches, sets `newBuildAtom` and ends the watch: one offer is enough.
 * A failed check (offline, a deploy in progress) is logged and tried again next time. Returns
 * the stop.
 */
export function watchBuildVersion(running: string, options: BuildWatchOptions = {}): () => void {
  const { fetchVersion = fetchPublishedVersion, clearCaches = clearOldCaches } = options;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const published = await fetchVersion();
      if (!isNewerBuild(running, published)) return;
      clearInterval(timer);
      await clearCaches().catch((error: unknown) =>
        console.error('old caches were not deleted', error),
      );
      shellStore.set(newBuildAtom, published.version);
    } catch (error) {
      console.warn('could not check for a new build', error);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
