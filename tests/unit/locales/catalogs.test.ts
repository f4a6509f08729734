import { parse } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkLocale } from '../../../cli/i18n/checkLocale.ts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../../domain/rules/locales.ts';

async function catalog(locale: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

const translations = SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE);

describe('message catalogs and page texts', () => {
  it.each(translations)('%s holds exactly the keys of en', async (locale) => {
    const en = await catalog(DEFAULT_LOCALE);
    const other = await catalog(locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
  });

  // The rules themselves are in cli/i18n/translationFindings.ts; `npm run i18n:check -- <locale>` prints the same lines.
  it.each(translations)('%s passes every translation check', async (locale) => {
    const findings = await checkLocale(locale);
    expect(findings.map((f) => `${f.rule} ${f.where}: ${f.detail}`)).toEqual([]);
  });

  it('en is valid ICU', async () => {
    const en = await catalog(DEFAULT_LOCALE);
    const invalid = Object.entries(en).filter(([, message]) => {
      try {
        parse(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map(([key]) => key)).toEqual([]);
  });
});
