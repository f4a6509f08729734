import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALE_SCRIPTS,
  SUPPORTED_LOCALES,
  isLocale,
  resolveLocale,
  UNICODE_SCRIPT_NAMES,
} from '../../../../domain/rules/locales.ts';

function collectWarnings(): { warn: (message: string) => void; messages: string[] } {
  const messages: string[] = [];
  return { warn: (message) => messages.push(message), messages };
}

describe('isLocale', () => {
  it('accepts every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(isLocale(locale)).toBe(true);
  });
  it('rejects unsupported, cased and regional codes', () => {
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('HI')).toBe(false);
    expect(isLocale('hi-IN')).toBe(false);
    expect(isLocale('')).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('returns an exact match without warning', () => {
    const { warn, messages } = collectWarnings();
    expect(resolveLocale('ta', warn)).toBe('ta');
    expect(messages).toEqual([]);
  });
  it('ignores case and region', () => {
    const { warn, messages } = collectWarnings();
    expect(resolveLocale('HI', warn)).toBe('hi');
    expect(resolveLocale('hi-IN', warn)).toBe('hi');
    expect(resolveLocale('bn_IN', warn)).toBe('bn');
    expect(resolveLocale('en-US', warn)).toBe('en');
    expect(messages).toEqual([]);
  });
  it('falls back to en and warns naming the unsupported code', () => {
    const { warn, messages } = collectWarnings();
    expect(resolveLocale('fr-FR', warn)).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('fr-FR');
  });
  it('returns en without warning for undefined or empty', () => {
    const { warn, messages } = collectWarnings();
    expect(resolveLocale(undefined, warn)).toBe('en');
    expect(resolveLocale('', warn)).toBe('en');
    expect(messages).toEqual([]);
  });
});

describe('LOCALE_SCRIPTS and LOCALE_NAMES', () => {
  it('groups languages that share a script', () => {
    expect(LOCALE_SCRIPTS.hi).toBe('devanagari');
    expect(LOCALE_SCRIPTS.mr).toBe('devanagari');
    expect(LOCALE_SCRIPTS.bn).toBe('bengali');
    expect(LOCALE_SCRIPTS.as).toBe('bengali');
    expect(LOCALE_SCRIPTS.pa).toBe('gurmukhi');
    expect(LOCALE_SCRIPTS.or).toBe('oriya');
  });
  it.each(SUPPORTED_LOCALES)('writes the native name of %s in its own script', (locale) => {
    const script = UNICODE_SCRIPT_NAMES[LOCALE_SCRIPTS[locale]];
    const ownScript = new RegExp(`^[\\p{Script_Extensions=${script}}\\p{M}]+$`, 'u');
    expect(LOCALE_NAMES[locale].native).toMatch(ownScript);
    expect(LOCALE_NAMES[locale].english).toMatch(/^[A-Z][a-z]+$/);
  });
  it('matches the expected native names', () => {
    expect(LOCALE_NAMES.hi.native).toBe('हिन्दी');
    expect(LOCALE_NAMES.ta.native).toBe('தமிழ்');
    expect(LOCALE_NAMES.as.native).toBe('অসমীয়া');
    expect(LOCALE_NAMES.or.native).toBe('ଓଡ଼ିଆ');
    expect(LOCALE_NAMES.pa.native).toBe('ਪੰਜਾਬੀ');
  });
});
