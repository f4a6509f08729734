import { describe, expect, it } from 'vitest';
import { languageOfText } from '../../../../domain/i18n/languageOfText.ts';

describe('the language of a text shown in the interface language', () => {
  it('is English for Latin-only text on a page in an Indic language', () => {
    expect(languageOfText('JEE Main full mock test 1', 'ta')).toBe('en');
    expect(languageOfText('Kavya Subramaniam', 'as')).toBe('en');
    expect(languageOfText('NEET', 'ml')).toBe('en');
  });

  it("is the page's own when the text has the page's script, names and acronyms inside it too", () => {
    expect(languageOfText('JEE Main மற்றும் JEE Advanced', 'ta')).toBeUndefined();
    expect(languageOfText('পদাৰ্থ বিজ্ঞান', 'as')).toBeUndefined();
  });

  it('says nothing on an English page, or for text without letters', () => {
    expect(languageOfText('Physics', 'en')).toBeUndefined();
    expect(languageOfText('4/40 — 100%', 'hi')).toBeUndefined();
  });
});
