import { describe, expect, it } from 'vitest';
import { intlLocaleOf, languageOfTag } from '../../../../domain/i18n/intlLocale.ts';
import { SUPPORTED_LOCALES } from '../../../../domain/rules/locales.ts';

const JUNE_5_2026 = Date.UTC(2026, 5, 5, 4, 30);

describe('intlLocaleOf', () => {
  it('formats English numbers with Indian grouping and dates day first (en-IN)', () => {
    const locale = intlLocaleOf('en');
    expect(new Intl.NumberFormat(locale).format(1234567)).toBe('12,34,567');
    expect(
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(JUNE_5_2026),
    ).toBe('05/06/2026');
    expect(
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        JUNE_5_2026,
      ),
    ).toBe('5 Jun');
  });

  it('keeps each language’s own words but Latin digits', () => {
    expect(new Intl.NumberFormat(intlLocaleOf('mr')).format(1234567)).toBe('12,34,567');
    expect(new Intl.NumberFormat(intlLocaleOf('bn')).format(1234)).toBe('1,234');
    const hindi = new Intl.DateTimeFormat(intlLocaleOf('hi'), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(JUNE_5_2026);
    expect(hindi).toBe('5 जून');
  });

  it('maps every supported language, or a tag of one, to a locale Intl knows', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(Intl.NumberFormat.supportedLocalesOf(intlLocaleOf(locale))).toHaveLength(1);
    }
    expect(intlLocaleOf('hi-IN-u-nu-latn')).toBe('hi-IN-u-nu-latn');
  });
});

describe('languageOfTag', () => {
  it('takes the language of a tag', () => {
    expect(languageOfTag('en-IN-u-nu-latn')).toBe('en');
    expect(languageOfTag('hi')).toBe('hi');
    expect(languageOfTag('TA-IN')).toBe('ta');
  });
});
