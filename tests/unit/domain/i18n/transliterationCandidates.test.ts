import { describe, expect, it } from 'vitest';
import { transliterationCandidates } from '../../../../domain/i18n/transliterationCandidates.ts';
import {
  isTransliterationKey,
  latinWordBeforeCaret,
  MAX_TRANSLITERATION_CANDIDATES,
} from '../../../../domain/i18n/transliterationRules.ts';

describe('transliterationCandidates', () => {
  it('reads a Hindi word as a phone typist writes it, best first', () => {
    expect(transliterationCandidates('namaste', 'hi')[0]).toBe('नमस्ते');
    // A capital from the phone's keyboard is not a retroflex.
    expect(transliterationCandidates('Namaste', 'hi')[0]).toBe('नमस्ते');
    // Long vowels doubled, the final schwa dropped, a final i made long.
    expect(transliterationCandidates('dhanyavaad', 'hi')[0]).toBe('धन्यवाद');
    expect(transliterationCandidates('kamal', 'hi')[0]).toBe('कमल');
    expect(transliterationCandidates('paani', 'hi')[0]).toBe('पानी');
  });

  it('offers the Tamil spellings of a mid-word n', () => {
    const candidates = transliterationCandidates('vanakkam', 'ta');
    expect(candidates).toContain('வணக்கம்');
    expect(candidates[0]).toBe('வனக்கம்');
    // Short e, as Tamil typists mean it.
    expect(transliterationCandidates('enna', 'ta')[0]).toBe('என்ன');
  });

  it('writes Assamese with its own letters from two characters on', () => {
    expect(transliterationCandidates('bharat', 'as')).toContain('ভৰত');
    expect(transliterationCandidates('moi', 'as')[0]).toBe('মোই');
    expect(transliterationCandidates('a', 'as')).toEqual([]);
    expect(transliterationCandidates('a', 'bn')).toEqual(['অ']);
  });

  it('offers nothing in English and never more than five distinct candidates', () => {
    expect(transliterationCandidates('namaste', 'en')).toEqual([]);
    for (const [word, locale] of [
      ['enna', 'ta'],
      ['paani', 'hi'],
      ['santhosham', 'ta'],
    ] as const) {
      const candidates = transliterationCandidates(word, locale);
      expect(candidates.length).toBeLessThanOrEqual(MAX_TRANSLITERATION_CANDIDATES);
      expect(new Set(candidates).size).toBe(candidates.length);
      for (const candidate of candidates) expect(candidate).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('transliterationRules', () => {
  it('takes only single printable characters as keys', () => {
    expect(['a', 'Z', '1', ' ', 'ड'].map(isTransliterationKey)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['Enter', 'ArrowDown', 'Backspace', 'Unidentified', 'Process', '\u0000'].map(
        isTransliterationKey,
      ),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('finds the Latin word that ends at the caret', () => {
    expect(latinWordBeforeCaret('मैं namaste', 11, 'hi')).toEqual({ start: 4, word: 'namaste' });
    expect(latinWordBeforeCaret('namaste', 4, 'hi')).toBeUndefined();
    expect(latinWordBeforeCaret('namaste ', 8, 'hi')).toBeUndefined();
    expect(latinWordBeforeCaret('namaste', 7, 'en')).toBeUndefined();
    expect(latinWordBeforeCaret('m', 1, 'as')).toBeUndefined();
    expect(latinWordBeforeCaret('mo', 2, 'as')).toEqual({ start: 0, word: 'mo' });
  });
});
