import { isLocale, type Locale } from '../rules/locales.ts';

/**
 * The interface language, mirrored from localStorage into a cookie so the server can send the
 * prerendered page in it (server/plugins/notFound.ts). Not a secret and not personal: readable by
 * scripts, sent with same-site navigations only.
 */
export const LOCALE_COOKIE = 'abhyas-locale';

/** A year, renewed with every choice: the language outlives any session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores the language. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The language a Cookie header names, if it names a supported one. */
export function localeOfCookieHeader(header: string | undefined): Locale | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name === LOCALE_COOKIE && value !== undefined && isLocale(value)) return value;
  }
  return undefined;
}
