import { describe, expect, it } from 'vitest';
import { runCacheName } from '../../../../runtime/offline/offlineRules.ts';
import { otherBuildsCaches, shellCacheName } from '../../../../runtime/offline/shellCaches.ts';

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
});
