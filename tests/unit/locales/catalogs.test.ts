import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../../domain/rules/locales.ts';

/** Proper nouns that are written the same way in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'nav.examsCbse',
  'nav.examsJeeMain',
  'nav.examsNeet',
  // A playback speed: "1.25×" is written so in every script.
  'player.speed.option',
  // Percentages and their change: "{value}%", "{before}% → {after}%".
  'practice.percent',
  'test.percent',
  // A plain number in the locale's digits.
  'test.number',
  'practice.summary.masteryChange',
]);

async function catalog(locale: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

/** The names of a message's arguments ({brand}, {days, plural…}), which translations must keep. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

const translations = SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE);

describe('message catalogs', () => {
  it.each(translations)('%s holds exactly the keys of en', async (locale) => {
    const en = await catalog(DEFAULT_LOCALE);
    const other = await catalog(locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(translations)('%s is a translation, not a copy of English', async (locale) => {
    const en = await catalog(DEFAULT_LOCALE);
    const other = await catalog(locale);
    const copied = Object.keys(en).filter((key) => other[key] === en[key] && !SAME_IN_EVERY_LANGUAGE.has(key));
    expect(copied).toEqual([]);
  });

  it.each([...SUPPORTED_LOCALES])('%s is valid ICU with the same arguments as en', async (locale) => {
    const en = await catalog(DEFAULT_LOCALE);
    const other = await catalog(locale);
    const mismatched = Object.entries(other).filter(([key, message]) => {
      const wanted = [...argumentNames(parse(en[key] ?? ''))].sort();
      return JSON.stringify([...argumentNames(parse(message))].sort()) !== JSON.stringify(wanted);
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
