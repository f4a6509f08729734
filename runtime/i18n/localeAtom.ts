import { atom } from 'jotai';
import { resolveLocale, type Locale } from '../../domain/rules/locales.ts';
import { PERSISTED_KEYS } from '../storage/persistedKeys.ts';

/** The locally persisted key of the UI language (shell spec §3; runtime/storage/persistedKeys.ts). */
export const LOCALE_STORAGE_KEY = PERSISTED_KEYS.locale;

function storedLocale(): Locale {
  return resolveLocale(localStorage.getItem(LOCALE_STORAGE_KEY) ?? undefined, (m) =>
    console.warn(m),
  );
}

const currentLocaleAtom = atom<Locale>(storedLocale());

/** The UI language: read from storage on load, stored again whenever it changes. */
export const localeAtom = atom(
  (get) => get(currentLocaleAtom),
  (_get, set, locale: Locale) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    set(currentLocaleAtom, locale);
  },
);
