// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The locale atom as a fresh page load sees it: its module is read anew. */
async function freshLocaleAtom() {
  vi.resetModules();
  return (await import('../../../../runtime/i18n/localeAtom.ts')).localeAtom;
}

describe('the stored UI language (shell spec §3 and §4, "Locale")', () => {
  it('applies the stored locale', async () => {
    localStorage.setItem('locale', 'ta');
    expect(createStore().get(await freshLocaleAtom())).toBe('ta');
  });

  it('falls back to English with a warning for a stored language the platform does not ship', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('locale', 'fr');
    expect(createStore().get(await freshLocaleAtom())).toBe('en');
    expect(warn).toHaveBeenCalledWith('Unsupported locale "fr"; falling back to "en"');
  });

  it('stores a language chosen later, for the next load', async () => {
    const localeAtom = await freshLocaleAtom();
    createStore().set(localeAtom, 'kn');
    expect(localStorage.getItem('locale')).toBe('kn');
  });
});
