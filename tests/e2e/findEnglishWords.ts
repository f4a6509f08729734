import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishWords } from '../../cli/i18n/translationFindings.ts';
import { runInPage } from './runInPage.ts';

const LATIN_NAMES = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../locales/glossary/latinNames.json'), 'utf8'),
) as string[];

/**
 * English words a reader of the page's language meets: every text shown in the page's language
 * (not under an element whose `lang` names another, like the picker's "English"), past the names
 * and codes the translation checks allow. Each finding names the text it is in.
 */
export async function findEnglishWords(page: Page): Promise<string[]> {
  const texts = await runInPage(
    page,
    ({ texts: shown }) => {
      const pageLang = document.documentElement.lang;
      return shown('shown')
        .filter(
          ({ element }) => (element.closest('[lang]')?.getAttribute('lang') ?? '') === pageLang,
        )
        .map(({ node }) => node.data.trim());
    },
    null,
  );
  return texts.flatMap((text) => {
    const words = englishWords(text, LATIN_NAMES);
    return words.length > 0 ? [`"${text.slice(0, 80)}": ${words.join(', ')}`] : [];
  });
}
