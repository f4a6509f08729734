import type { Page } from '@playwright/test';
import { LOCALE_SCRIPTS, UNICODE_SCRIPT_NAMES } from '../../domain/rules/locales.ts';
import { runInPage } from './runInPage.ts';

/**
 * Text in another script than its language says: every text a screen reader reads whose letters
 * are of a script other than that of the nearest `lang` (the page's, unless an element names its
 * own) — the language picker's native names, an English fallback in a Tamil page. Digits and
 * punctuation belong to every script and are left out. A sentence with letters of its language's
 * script is in that language even where it quotes a name or an acronym in another ("JEE Main
 * மற்றும் JEE Advanced", a brand's name in a heading, a mail address in a paragraph): the text a
 * node is read in runs up through inline elements to the first block around it.
 */
export function findUntaggedScripts(page: Page): Promise<string[]> {
  const scriptOfLang = Object.fromEntries(
    Object.entries(LOCALE_SCRIPTS).map(([lang, script]) => [lang, UNICODE_SCRIPT_NAMES[script]]),
  );
  return runInPage(
    page,
    ({ path, texts }, { scriptOfLang: scripts, unicodeScripts }) => {
      const TEXT_SAMPLE = 60;
      const patterns = unicodeScripts.map(
        (name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const,
      );
      const findings: string[] = [];
      // The text a node is read in: up through inline elements to the first block around it.
      const sentence = (element: Element) => {
        let at = element;
        while (at.parentElement && getComputedStyle(at).display === 'inline') at = at.parentElement;
        return at.textContent;
      };
      for (const { node, element } of texts('read')) {
        const lang = (element.closest('[lang]')?.getAttribute('lang') ?? '').split('-')[0] ?? '';
        const expected = scripts[lang];
        const own = patterns.find(([name]) => name === expected)?.[1];
        if (own?.test(sentence(element))) continue;
        const others = patterns
          .filter(([name, pattern]) => name !== expected && pattern.test(node.data))
          .map(([name]) => name);
        if (others.length > 0)
          findings.push(
            `${path(element)} "${node.data.trim().slice(0, TEXT_SAMPLE)}": ${others.join(' and ')} text under lang="${lang}"`,
          );
      }
      return findings;
    },
    { scriptOfLang, unicodeScripts: Object.values(UNICODE_SCRIPT_NAMES) },
  );
}
