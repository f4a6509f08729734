import { describe, expect, it } from 'vitest';
import { runCacheName } from '../../../../runtime/offline/offlineRules.ts';
import {
  buildCaches,
  isPrecache,
  otherBuildsCaches,
  shellCacheName,
} from '../../../../runtime/offline/shellCaches.ts';

describe('the shell’s caches across builds', () => {
  it('are every other build’s, never this build’s nor a kept test’s', () => {
    const run = runCacheName('jee-main-mock-1', 's-1');
    const names = [
      shellCacheName('precache', 'v1'),
      shellCacheName('pages', 'v1'),
      shellCacheName('assets', 'v1'),
      shellCacheName('precache', 'v2'),
      shellCacheName('pages', 'v2'),
      run,
      'someone-else',
    ];
    expect(otherBuildsCaches(names, 'v2')).toEqual([
      shellCacheName('precache', 'v1'),
      shellCacheName('pages', 'v1'),
      shellCacheName('assets', 'v1'),
    ]);
  });

  it('are known by build, and a build’s precache (its worker’s sign of life) by name', () => {
    expect(buildCaches('v2')).toEqual([
      shellCacheName('precache', 'v2'),
      shellCacheName('pages', 'v2'),
      shellCacheName('assets', 'v2'),
    ]);
    expect(isPrecache(shellCacheName('precache', 'v1'))).toBe(true);
    expect(isPrecache(shellCacheName('assets', 'v1'))).toBe(false);
    expect(isPrecache(runCacheName('jee-main-mock-1', 's-1'))).toBe(false);
  });
});
