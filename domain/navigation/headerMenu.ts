import type { NavigationItem } from '../../schemas/types.generated.ts';
import { languageOfTag } from '../i18n/intlLocale.ts';
import { DEFAULT_LOCALE } from '../rules/locales.ts';

/** The full public navigation is written for this language only (shell spec §2). */
export const FULL_NAVIGATION_LOCALE = DEFAULT_LOCALE;

/** Which of the brand's menus the header shows. */
export type HeaderMenuKind = 'signedIn' | 'public' | 'alternative';

/**
 * A signed-in student gets the app's own menu in every language; a visitor gets the full public
 * navigation in English and the alternative navigation in any other language. `locale` may be a
 * full tag ("en-IN-u-nu-latn"): only its language counts.
 */
export function headerMenuKind(signedIn: boolean, locale: string): HeaderMenuKind {
  if (signedIn) return 'signedIn';
  return languageOfTag(locale) === FULL_NAVIGATION_LOCALE ? 'public' : 'alternative';
}

/** The first entry, at any depth, that is about the given exam. */
export function findExamEntry(
  items: readonly NavigationItem[],
  examCode: string,
): NavigationItem | undefined {
  for (const item of items) {
    if (item.examCode === examCode) return item;
    const inside = findExamEntry(item.subMenu ?? [], examCode);
    if (inside) return inside;
  }
  return undefined;
}
