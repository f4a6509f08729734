import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellFiles } from '../../../cli/build/shellFiles.ts';

/** A build's manifest in small: an entry, shared chunks, two brands, two languages, a route. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework.js', '_shared.js'],
    dynamicImports: ['virtual:abhyas/brand/abhyas', 'renderers/pages/Landing.tsx'],
    css: ['assets/index-abc.css'],
    assets: [
      'assets/noto-sans-latin-wght-normal-1.woff2',
      'assets/noto-sans-latin-ext-wght-normal-2.woff2',
      'assets/noto-sans-cyrillic-wght-normal-3.woff2',
    ],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
  'virtual:abhyas/brand/abhyas': {
    file: 'assets/brand-abhyas.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    assets: ['assets/abhyas-logo.svg'],
  },
  'virtual:abhyas/brand/vidya': {
    file: 'assets/brand-vidya.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'virtual:abhyas/messages/en/core': { file: 'assets/en-core.js', isDynamicEntry: true },
  'virtual:abhyas/messages/en/learn': { file: 'assets/en-learn.js', isDynamicEntry: true },
  'virtual:abhyas/messages/hi/core': { file: 'assets/hi-core.js', isDynamicEntry: true },
  'renderers/pages/Landing.tsx': {
    file: 'assets/landing.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    assets: ['assets/noto-sans-devanagari-wght-normal-4.woff2'],
  },
};

describe('the shell a brand’s worker precaches', () => {
  it('is the entry with its shared chunks and styles, the brand, its core catalog and the Latin fonts', () => {
    expect(shellFiles(manifest, 'abhyas', 'en')).toEqual([
      '/assets/abhyas-logo.svg',
      '/assets/brand-abhyas.js',
      '/assets/en-core.js',
      '/assets/framework.js',
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/assets/noto-sans-latin-ext-wght-normal-2.woff2',
      '/assets/noto-sans-latin-wght-normal-1.woff2',
      '/assets/shared.js',
    ]);
  });

  it('holds no other brand, language, route or script', () => {
    const files = shellFiles(manifest, 'vidya', 'hi');
    expect(files).toContain('/assets/brand-vidya.js');
    expect(files).toContain('/assets/hi-core.js');
    for (const other of [
      '/assets/brand-abhyas.js',
      '/assets/abhyas-logo.svg',
      '/assets/en-core.js',
      '/assets/en-learn.js',
      '/assets/landing.js',
      '/assets/noto-sans-cyrillic-wght-normal-3.woff2',
      '/assets/noto-sans-devanagari-wght-normal-4.woff2',
    ])
      expect(files).not.toContain(other);
  });

  it('fails the build for a brand the bundle does not have', () => {
    expect(() => shellFiles(manifest, 'nobody', 'en')).toThrow(/virtual:abhyas\/brand\/nobody/);
  });
});
