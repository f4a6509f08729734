import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, type Locale } from '../../domain/rules/locales.ts';
import type { TranslatedText, TranslationRules } from './translationFindings.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES_DIR = join(ROOT, 'locales');
const GLOSSARY_DIR = join(LOCALES_DIR, 'glossary');

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** A page text is an object of language → string with English in it (page.schema.json `text`). */
function collectPageTexts(
  node: unknown,
  pointer: string,
  found: Array<{ pointer: string; text: Record<string, string> }>,
) {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectPageTexts(item, `${pointer}/${i}`, found));
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record[DEFAULT_LOCALE] === 'string') {
      found.push({ pointer, text: record as Record<string, string> });
      return;
    }
    for (const [key, value] of Object.entries(record)) {
      collectPageTexts(
        value,
        `${pointer}/${key.replace(/~/gu, '~0').replace(/\//gu, '~1')}`,
        found,
      );
    }
  }
}

/** Every text of one language: its catalog beside English's, and every brand's page texts. */
export async function translatedTexts(
  locale: Locale,
  brandsDir = join(ROOT, 'brands'),
): Promise<TranslatedText[]> {
  const en = await readJson<Record<string, string>>(join(LOCALES_DIR, `${DEFAULT_LOCALE}.json`));
  const catalog = await readJson<Record<string, string>>(join(LOCALES_DIR, `${locale}.json`));
  const texts: TranslatedText[] = Object.entries(en)
    .filter(([key]) => typeof catalog[key] === 'string')
    .map(([key, message]) => ({
      where: key,
      en: message,
      value: catalog[key] ?? '',
      syntax: 'icu',
    }));
  for (const path of await jsonFilesUnder(brandsDir)) {
    const found: Array<{ pointer: string; text: Record<string, string> }> = [];
    collectPageTexts(await readJson<unknown>(path), '', found);
    for (const { pointer, text } of found) {
      const value = text[locale];
      if (typeof value !== 'string') continue; // a missing language is the schema's finding
      texts.push({
        where: `${relative(ROOT, path)}#${pointer}`,
        en: text[DEFAULT_LOCALE] ?? '',
        value,
        syntax: 'page',
      });
    }
  }
  return texts;
}

/** A language without a glossary yet has no accepted forms: each term it meets is a finding. */
async function readGlossary(locale: Locale): Promise<Record<string, string[]>> {
  try {
    return await readJson<Record<string, string[]>>(join(GLOSSARY_DIR, `${locale}.json`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** The glossary of one language and the lists every language shares (locales/glossary/). */
export async function translationRules(locale: Locale): Promise<TranslationRules> {
  const [terms, glossary, latinNames, sameEverywhere] = await Promise.all([
    readJson<Record<string, string[]>>(join(GLOSSARY_DIR, 'terms.json')),
    readGlossary(locale),
    readJson<string[]>(join(GLOSSARY_DIR, 'latinNames.json')),
    readJson<string[]>(join(GLOSSARY_DIR, 'sameEverywhere.json')),
  ]);
  return {
    locale,
    terms,
    glossary,
    latinNames,
    sameEverywhere: new Set(sameEverywhere),
  };
}
