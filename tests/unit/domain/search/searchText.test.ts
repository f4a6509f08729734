import { describe, expect, it } from 'vitest';
import { latinForm } from '../../../../domain/search/latinForm.ts';
import {
  isBlankQuery,
  normaliseSearchText,
} from '../../../../domain/search/normaliseSearchText.ts';
import { PHONETIC_FOLD_RULES, phoneticFold } from '../../../../domain/search/phoneticFold.ts';

describe('normaliseSearchText', () => {
  it('folds case, Latin diacritics, apostrophes and punctuation, and trims', () => {
    expect(normaliseSearchText("  Newton's  Second-Law: RÉSUMÉ ")).toBe(
      'newtons second law resume',
    );
    expect(normaliseSearchText('Work–Energy Theorem')).toBe('work energy theorem');
  });

  it('keeps Indic letters and vowel signs, composes to NFC and drops joiners', () => {
    expect(normaliseSearchText('गति के नियम')).toBe('गति के नियम');
    // क + nukta typed apart and composed give the same text.
    expect(normaliseSearchText('\u0915\u093c')).toBe(
      normaliseSearchText('\u0915\u093c'.normalize('NFC')),
    );
    expect(normaliseSearchText('क्\u200dष')).toBe('क्ष');
  });

  it('calls a query of nothing but spaces and punctuation blank', () => {
    for (const blank of ['', '   ', '\t\n', '-_-', '…'])
      expect(isBlankQuery(blank), blank).toBe(true);
    expect(isBlankQuery(' a ')).toBe(false);
  });
});

describe('the phonetic folding table', () => {
  it.each([
    ['gathi', 'gati', 'aspirates with or without h'],
    ['shakti', 'sakti', 'sh and s'],
    ['prakshepya', 'praksepy', 'ksh, the final inherent a'],
    ['laxman', 'laksman', 'x is ks'],
    ['paani', 'pani', 'long vowels doubled'],
    ['vanakkam', 'vanakam', 'doubled consonants'],
    ['samamtar', 'samantar', 'anusvara before a consonant'],
    ['niyama', 'niyam', 'final inherent a'],
    ['cinematics', 'kinematiks', 'c as k'],
    ['chhaya', 'cay', 'ch and chh'],
    ['phal', 'fal', 'ph is f'],
    ['wazan', 'vajan', 'w is v, z is j'],
  ])('folds %s to %s (%s)', (typed, folded) => {
    expect(phoneticFold(typed)).toBe(folded);
  });

  it('says why for every rule', () => {
    for (const rule of PHONETIC_FOLD_RULES) expect(rule.why.length).toBeGreaterThan(10);
  });
});

describe('latinForm', () => {
  it('meets casual Latin spellings of an Indic title', () => {
    expect(latinForm('गति के नियम')).toBe(latinForm('gati ke niyam'));
    expect(latinForm('गति के नियम')).toBe(latinForm('gathi ke niyam'));
    expect(latinForm('प्रक्षेप्य गति')).toBe(latinForm('prakshepya gati'));
    expect(latinForm('समांतर श्रेढ़ी')).toBe(latinForm('samantar shredhi'));
  });

  it('reads Tamil and Bengali titles too', () => {
    expect(latinForm('வணக்கம்')).toBe(latinForm('vanakkam'));
    expect(latinForm('இயற்பியல்')).toBe(latinForm('iyarpiyal'));
    expect(latinForm('পদার্থবিদ্যা')).toBe(latinForm('padarthavidya'));
  });

  it('leaves English as English, folded alike', () => {
    expect(latinForm("Ohm's Law")).toBe(latinForm('ohms law'));
    expect(latinForm('Kinematics')).toBe('kinematiks');
  });
});
