import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '../../../../domain/shell/buildVersion.ts';
import {
  clearOldCaches,
  fetchPublishedVersion,
  watchBuildVersion,
} from '../../../../runtime/build/buildUpdate.ts';
import { newBuildAtom } from '../../../../runtime/build/newBuildAtom.ts';
import { shellCacheName } from '../../../../runtime/offline/shellCaches.ts';
import { shellStore } from '../../../../runtime/shellStore.ts';

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  shellStore.set(newBuildAtom, undefined);
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('build update detection (shell spec §4)', () => {
  it('asks every 600000 ms, and on a newer build deletes the old caches, offers it and stops', async () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(600_000);
    const versions = ['v1', 'v2'];
    const fetchVersion = vi.fn(() => Promise.resolve({ version: versions.shift() ?? 'v3' }));
    const clearCaches = vi.fn(() => Promise.resolve());
    stop = watchBuildVersion('v1', { fetchVersion, clearCaches });

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(shellStore.get(newBuildAtom)).toBeUndefined();
    expect(clearCaches).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(clearCaches).toHaveBeenCalledTimes(1);
    expect(shellStore.get(newBuildAtom)).toBe('v2');

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('tries again next time when a check fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchVersion = vi
      .fn<() => Promise<{ version: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ version: 'v2' });
    stop = watchBuildVersion('v1', { fetchVersion, clearCaches: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(shellStore.get(newBuildAtom)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(shellStore.get(newBuildAtom)).toBe('v2');
  });

  it('reads the version file past the HTTP cache and checks its shape', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ version: 'v9' })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublishedVersion()).resolves.toEqual({ version: 'v9' });
    expect(fetchMock).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    fetchMock.mockImplementationOnce(() => Promise.resolve(Response.json({ v: 1 })));
    await expect(fetchPublishedVersion()).rejects.toThrow();
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(new Response('missing', { status: 404 })),
    );
    await expect(fetchPublishedVersion()).rejects.toThrow('404');
  });

  it('deletes every Cache Storage cache of the origin, the shell’s precache first', async () => {
    const precache = shellCacheName('precache', 'v1');
    const assets = shellCacheName('assets', 'v1');
    const names = new Set([assets, precache, 'fonts-v1']);
    const deleted: string[] = [];
    const storage = {
      keys: () => Promise.resolve([...names]),
      delete: (name: string) => {
        deleted.push(name);
        // The old worker, still controlling the page, keeps one more file as the sweep begins.
        if (name === precache) names.add(shellCacheName('pages', 'v1'));
        return Promise.resolve(names.delete(name));
      },
    } as unknown as CacheStorage;
    await clearOldCaches(storage);
    expect(deleted[0]).toBe(precache);
    expect(names.size).toBe(0);
    await expect(clearOldCaches(undefined)).resolves.toBeUndefined();
  });
});
