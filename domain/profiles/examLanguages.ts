import { SUPPORTED_LOCALES, type Locale } from '../rules/locales.ts';

/**
 * The languages every text of the content pack is written in (its schema requires both): the
 * default list an exam is offered in when the pack names no languages for it.
 */
export const DEFAULT_EXAM_LANGUAGES: readonly Locale[] = ['en', 'hi'];

/**
 * The languages a profile may study an exam in (learning spec §5, "valid only if supported for the
 * goal and exam"): those the pack declares for the exam (or the default list), where the exam's
 * syllabus subjects are named too — a learn home whose headings would all fall back to English is
 * not content in that language. An exam without a syllabus keeps what is declared.
 */
export function examLanguages(
  declared: readonly Locale[],
  subjectNames: readonly Readonly<Partial<Record<Locale, string>>>[],
): Locale[] {
  const offered = declared.length > 0 ? declared : DEFAULT_EXAM_LANGUAGES;
  return SUPPORTED_LOCALES.filter(
    (locale) => offered.includes(locale) && subjectNames.every((names) => Boolean(names[locale])),
  );
}

/**
 * The languages the profile form offers for one exam, in the brand's order: the brand's languages
 * the exam is studied in; when none of them is (an exam of another brand's languages), the brand's
 * own among the default list, so a choice is always left.
 */
export function languagesForExam(
  brandLanguages: readonly Locale[],
  exam: { languages: readonly Locale[] } | undefined,
): Locale[] {
  const studied = brandLanguages.filter((l) => exam?.languages.includes(l) ?? true);
  if (studied.length > 0) return studied;
  const fallback = brandLanguages.filter((l) => DEFAULT_EXAM_LANGUAGES.includes(l));
  return fallback.length > 0 ? fallback : [...brandLanguages];
}
