import { describe, expect, it } from 'vitest';
import { readContentLocale } from '../../../../domain/i18n/contentLocale.ts';

const read = (query: string) => readContentLocale(new URLSearchParams(query));

describe('readContentLocale', () => {
  it.each([
    ['content_locale=hi', 'hi'],
    ['locale=ta', 'ta'],
    ['content_locale=bn&locale=ta', 'bn'],
    ['content_locale=hi-IN', 'hi'],
    ['content_locale=MR_in', 'mr'],
    ['content_locale=&locale=gu', 'gu'],
    ['content_locale=%20&locale=kn', 'kn'],
  ])('reads %s as %s', (query, expected) => {
    expect(read(query)).toBe(expected);
  });

  it.each([
    ['', 'no parameter'],
    ['content_locale=fr', 'a language the platform does not ship'],
    ['content_locale=fr&locale=hi', 'an unsupported content_locale, even beside a locale'],
    ['locale=', 'an empty value'],
  ])('gives none for %s (%s)', (query) => {
    expect(read(query)).toBeUndefined();
  });
});
