import { isLocale, type Locale } from '../rules/locales.ts';

/**
 * The query parameters naming the language of the content a link points at (shell spec §3:
 * "content_locale or locale"), most specific first.
 */
export const CONTENT_LOCALE_PARAMS = ['content_locale', 'locale'] as const;

const REGION_SEPARATOR = /[-_]/;

/**
 * The content language a link asks for, kept apart from the interface language: a link in Hindi
 * does not switch the interface by itself (the exam/locale prompt asks first). The first parameter
 * present decides; a language the platform does not ship gives none rather than English, because
 * offering to switch a profile to English on a link in another language would be wrong.
 */
export function readContentLocale(params: URLSearchParams): Locale | undefined {
  const name = CONTENT_LOCALE_PARAMS.find((param) => (params.get(param)?.trim() ?? '') !== '');
  if (!name) return undefined;
  const language = (params.get(name)?.trim().split(REGION_SEPARATOR)[0] ?? '').toLowerCase();
  return isLocale(language) ? language : undefined;
}
