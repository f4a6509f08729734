import { describe, expect, it } from 'vitest';
import {
  translationFindings,
  type TranslatedText,
  type TranslationRules,
} from '../../../cli/i18n/translationFindings.ts';
import type { Locale } from '../../../domain/rules/locales.ts';

function rules(locale: Locale): TranslationRules {
  return {
    locale,
    terms: { mockTest: ['mock test', 'mock tests'], jee: ['JEE'] },
    glossary: { mockTest: ['மாதிரித் தேர்வ'], jee: ['JEE'] },
    latinNames: ['JEE', 'JEE Main', 'Abhyas'],
    sameEverywhere: new Set(['player.speed.option']),
  };
}

function catalogText(where: string, en: string, value: string): TranslatedText {
  return { where, en, value, syntax: 'icu' };
}

function rulesHit(texts: TranslatedText[], locale: Locale = 'ta') {
  return translationFindings(texts, rules(locale)).map((f) => `${f.rule} ${f.where}`);
}

describe('translation findings', () => {
  it('passes a faithful translation', () => {
    expect(
      rulesHit([
        catalogText('a', 'Take a mock test for JEE Main', 'JEE Main மாதிரித் தேர்வை எழுதுங்கள்'),
        catalogText(
          'b',
          '{count, plural, one {# day} other {# days}} left',
          '{count, plural, one {# நாள்} other {# நாட்கள்}} உள்ளன',
        ),
        {
          where: 'page#/0',
          en: 'Write to {email}.',
          value: '{email} க்கு எழுதுங்கள்.',
          syntax: 'page',
        },
      ]),
    ).toEqual([]);
  });

  it('finds a copy of English, but not of a name or an allowed message', () => {
    expect(
      rulesHit([
        catalogText('copied', 'Sign out', 'Sign out'),
        catalogText('name', 'JEE Main', 'JEE Main'),
        catalogText('player.speed.option', '{speed}× speed', '{speed}× speed'),
      ]),
    ).toEqual(['copy copied']);
  });

  it('finds letters of another script, and Bengali letters in Assamese', () => {
    expect(rulesHit([catalogText('hindi', 'Next', 'அடுத்து अगला')])).toEqual(['script hindi']);
    expect(rulesHit([catalogText('ra', 'Next', 'পৰৱৰ্তী')], 'bn')).toEqual(['script ra']);
    expect(rulesHit([catalogText('ra', 'Next', 'পরবর্তী')], 'as')).toEqual(['script ra']);
    // A vowel sign after a hyphen is drawn on a dotted circle.
    expect(rulesHit([catalogText('sign', '{n}th question', '{n}-ാമത്തെ ചോദ്യം')], 'ml')).toEqual([
      'script sign',
    ]);
    // The danda ends sentences in Bengali-script text as well.
    expect(rulesHit([catalogText('danda', 'Done.', 'হৈ গ’ল।')], 'as')).toEqual([]);
  });

  it('finds arguments that differ from English and messages that are not ICU', () => {
    expect(
      rulesHit([
        catalogText('renamed', 'Hello, {name}', 'வணக்கம், {பெயர்}'),
        catalogText(
          'broken',
          '{count, plural, other {# tests}}',
          '{count, plural, other {# தேர்வுகள்}',
        ),
        { where: 'page', en: 'Welcome to {brand}', value: '{email} க்கு வரவேற்பு', syntax: 'page' },
      ]),
    ).toEqual(['arguments renamed', 'arguments broken', 'arguments page']);
  });

  it('finds a glossary term written another way', () => {
    expect(rulesHit([catalogText('term', 'Start a mock test', 'ஒரு மாக் டெஸ்ட் தொடங்குங்கள்')])).toEqual([
      'glossary term',
    ]);
  });

  it('finds English words left in a translation, past names and addresses', () => {
    expect(
      rulesHit([
        catalogText('left', 'Open your dashboard', 'உங்கள் dashboard திறக்கவும்'),
        catalogText('address', 'Write to help@abhyas.in', 'help@abhyas.in க்கு எழுதுங்கள்'),
        catalogText(
          'plural',
          '{n, plural, one {# test} other {# tests}}',
          '{n, plural, one {# தேர்வு} other {# தேர்வுகள்}}',
        ),
      ]),
    ).toEqual(['english left']);
  });
});
