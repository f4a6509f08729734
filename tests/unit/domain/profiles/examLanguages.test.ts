import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXAM_LANGUAGES,
  examLanguages,
  languagesForExam,
} from '../../../../domain/profiles/examLanguages.ts';

describe('examLanguages', () => {
  const subjects = [
    { en: 'Physics', hi: 'भौतिकी', ta: 'இயற்பியல்', bn: 'পদার্থবিদ্যা' },
    { en: 'Chemistry', hi: 'रसायन', ta: 'வேதியியல்' },
  ];

  it('offers the declared languages its syllabus subjects are named in, in the platform’s order', () => {
    expect(examLanguages(['ta', 'bn', 'en', 'hi'], subjects)).toEqual(['en', 'hi', 'ta']);
  });

  it('falls back to the default list when the pack declares none', () => {
    expect(examLanguages([], subjects)).toEqual([...DEFAULT_EXAM_LANGUAGES]);
  });

  it('keeps what is declared for an exam without a syllabus', () => {
    expect(examLanguages(['en', 'gu'], [])).toEqual(['en', 'gu']);
  });
});

describe('languagesForExam', () => {
  const brand = ['en', 'hi', 'ta', 'bn'] as const;

  it('offers the brand’s languages the exam is studied in, in the brand’s order', () => {
    expect(languagesForExam(brand, { languages: ['bn', 'en'] })).toEqual(['en', 'bn']);
  });

  it('offers every brand language while no exam is chosen', () => {
    expect(languagesForExam(brand, undefined)).toEqual([...brand]);
  });

  it('falls back to the brand’s default languages when the exam shares none with it', () => {
    expect(languagesForExam(brand, { languages: ['gu'] })).toEqual(['en', 'hi']);
    expect(languagesForExam(['ta'], { languages: ['gu'] })).toEqual(['ta']);
  });
});
