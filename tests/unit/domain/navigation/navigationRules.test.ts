import { describe, expect, it } from 'vitest';
import { examOfPage } from '../../../../domain/navigation/examOfPage.ts';
import { findExamEntry, headerMenuKind } from '../../../../domain/navigation/headerMenu.ts';
import { languageOptions } from '../../../../domain/navigation/languageOptions.ts';
import { menuRouteKind } from '../../../../domain/navigation/menuRoute.ts';
import { SUPPORTED_LOCALES } from '../../../../domain/rules/locales.ts';
import type { NavigationItem } from '../../../../schemas/types.generated.ts';

describe('menu routes', () => {
  it('keeps paths inside the app, sends addresses to the marketing site and links WIP nowhere', () => {
    expect(menuRouteKind('/')).toBe('internal');
    expect(menuRouteKind('/ai-in-education')).toBe('internal');
    expect(menuRouteKind('https://abhyas.example/news')).toBe('external');
    expect(menuRouteKind('WIP')).toBe('placeholder');
    expect(menuRouteKind(undefined)).toBe('placeholder');
  });
});

describe('the header’s menu', () => {
  it('is the app’s own menu for a signed-in student, in every language', () => {
    expect(headerMenuKind(true, 'en')).toBe('signedIn');
    expect(headerMenuKind(true, 'hi')).toBe('signedIn');
  });

  it('is the full navigation for a visitor reading English, whatever the tag’s region', () => {
    expect(headerMenuKind(false, 'en')).toBe('public');
    expect(headerMenuKind(false, 'en-IN-u-nu-latn')).toBe('public');
  });

  it('is the alternative navigation for a visitor reading any other language', () => {
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      expect(headerMenuKind(false, locale)).toBe('alternative');
    }
    expect(headerMenuKind(false, 'hi-IN-u-nu-latn')).toBe('alternative');
  });
});

const entry = (id: string, level: number, more: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  listNumber: level,
  name: id,
  displayName: `nav.${id}`,
  type: level === 1 ? 'dropdownmain' : 'dropdown',
  ...more,
});

describe('the menu entry about an exam', () => {
  const menu = [
    entry('study', 1, { subMenu: [entry('papers', 2)] }),
    entry('exams', 1, {
      subMenu: [
        entry('engineering', 2, {
          subMenu: [entry('jee', 3, { examCode: 'jee-main', subMenu: [entry('result', 4)] })],
        }),
      ],
    }),
  ];

  it('is found at any depth by its exam code', () => {
    expect(findExamEntry(menu, 'jee-main')?.id).toBe('jee');
  });

  it('is missing for an exam no entry is about', () => {
    expect(findExamEntry(menu, 'neet-ug')).toBeUndefined();
  });
});

describe('the exam a page belongs to', () => {
  it('is the one its address names with exam_code', () => {
    expect(examOfPage(new URLSearchParams('exam_code=jee-main&utm_source=x'))).toBe('jee-main');
  });

  it('is none without exam_code, or with an empty one', () => {
    expect(examOfPage(new URLSearchParams('utm_source=x'))).toBeUndefined();
    expect(examOfPage(new URLSearchParams('exam_code=%20'))).toBeUndefined();
  });
});

describe('language options', () => {
  it('carry the code, the English name and the name in the language’s own script', () => {
    expect(languageOptions(['en', 'hi', 'ta'])).toEqual([
      { id: 'en', name: 'English', displayName: 'English' },
      { id: 'hi', name: 'Hindi', displayName: 'हिन्दी' },
      { id: 'ta', name: 'Tamil', displayName: 'தமிழ்' },
    ]);
  });
});
