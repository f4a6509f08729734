import { describe, expect, it } from 'vitest';
import {
  precacheFilesFor,
  SHELL_PRECACHE_PLACEHOLDER,
  type ShellPrecache,
} from '../../../../domain/shell/shellPrecache.ts';

const lists: ShellPrecache = {
  defaultBrand: 'abhyas',
  brands: [
    { id: 'abhyas', hostnames: ['localhost', 'abhyas.localhost'], files: ['/assets/a.js'] },
    { id: 'vidya', hostnames: ['vidya.example', 'vidya.localhost'], files: ['/assets/v.js'] },
  ],
};
const injected = JSON.stringify(lists);

describe('the files a worker precaches on its host', () => {
  it('are its brand’s, and the default brand’s on a host no brand names', () => {
    expect(precacheFilesFor(injected, 'vidya.example')).toEqual(['/assets/v.js']);
    expect(precacheFilesFor(injected, 'VIDYA.localhost.')).toEqual(['/assets/v.js']);
    expect(precacheFilesFor(injected, '127.0.0.1')).toEqual(['/assets/a.js']);
  });

  it('are none where the build wrote no lists (the dev server’s worker)', () => {
    expect(precacheFilesFor(SHELL_PRECACHE_PLACEHOLDER, 'localhost')).toEqual([]);
  });
});
