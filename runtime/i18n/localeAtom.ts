import { atom } from 'jotai';
import { localeCookie } from '../../domain/i18n/localeCookie.ts';
import { resolveLocale, type Locale } from '../../domain/rules/locales.ts';
import { PERSISTED_KEYS } from '../storage/persistedKeys.ts';

/** The locally persisted key of the UI language (shell spec §3; runtime/storage/persistedKeys.ts). */
export const LOCALE_STORAGE_KEY = PERSISTED_KEYS.locale;

/** The language this browser would show now: its stored choice, else the first visit's. */
export function storedLocale(): Locale {
  return resolveLocale(localStorage.getItem(LOCALE_STORAGE_KEY) ?? undefined, (m) =>
    console.warn(m),
  );
}

/**
 * The server picks a prerendered page by the language cookie (domain/i18n/localeCookie.ts), so
 * every stored choice is mirrored there, including one stored before the cookie existed.
 */
export function mirrorLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

const currentLocaleAtom = atom<Locale>(storedLocale());

/** The UI language: read from storage on load, stored again whenever it changes. */
export const localeAtom = atom(
  (get) => get(currentLocaleAtom),
  (_get, set, locale: Locale) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    mirrorLocaleCookie(locale);
    set(currentLocaleAtom, locale);
  },
);
