// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeOfCookieHeader } from '../../../../domain/i18n/localeCookie.ts';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'abhyas-locale=; max-age=0; path=/';
});

describe('the language cookie the server picks prerendered pages by', () => {
  it('mirrors a language chosen in the app', async () => {
    vi.resetModules();
    const { localeAtom } = await import('../../../../runtime/i18n/localeAtom.ts');
    createStore().set(localeAtom, 'mr');
    expect(localStorage.getItem('locale')).toBe('mr');
    expect(localeOfCookieHeader(document.cookie)).toBe('mr');
  });

  it('mirrors a language stored before the cookie existed', async () => {
    vi.resetModules();
    localStorage.setItem('locale', 'bn');
    const { mirrorLocaleCookie, storedLocale } =
      await import('../../../../runtime/i18n/localeAtom.ts');
    mirrorLocaleCookie(storedLocale());
    expect(localeOfCookieHeader(document.cookie)).toBe('bn');
  });

  it('is sent with same-site navigations for a year, to the whole site, readable by scripts', async () => {
    const { localeCookie } = await import('../../../../domain/i18n/localeCookie.ts');
    expect(localeCookie('hi')).toBe('abhyas-locale=hi; path=/; max-age=31536000; samesite=lax');
  });
});
