import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../../cli/brands/loadBrands.ts';
import { CATALOG_PARTS, partOfKey } from '../../../../domain/i18n/catalogParts.ts';

describe('catalog parts', () => {
  it('put a key in the part its first segment names, anything else in core', () => {
    expect(partOfKey('auth.login.title')).toBe('account');
    expect(partOfKey('form.error.mobile')).toBe('account');
    expect(partOfKey('shell.signOut')).toBe('core');
    expect(partOfKey('exception.crash.title')).toBe('core');
  });

  it('name only segments the catalog has', async () => {
    const en = JSON.parse(await readFile(join(REPO_ROOT, 'locales/en.json'), 'utf8')) as object;
    const segments = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    const named = Object.values(CATALOG_PARTS).flat();
    expect(named.filter((segment) => !segments.has(segment))).toEqual([]);
  });
});
