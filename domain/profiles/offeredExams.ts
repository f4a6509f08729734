/** What the content pack holds for one exam. */
export interface ExamContent {
  /** A syllabus with at least one subject. */
  syllabus: boolean;
  /** Lessons placed under its topics. */
  lessons: boolean;
  /** Practice questions indexed under its topics. */
  questions: boolean;
  /** Mock tests written for it. */
  tests: boolean;
}

/**
 * Whether an exam has something to study (issue 14, "No empty exam"): a syllabus to walk, and
 * behind it lessons, questions or tests. A syllabus alone would open a learn home of "on its way"
 * messages, and tests without a syllabus would leave learn and practice empty.
 */
export function examHasContent(content: ExamContent): boolean {
  return content.syllabus && (content.lessons || content.questions || content.tests);
}

/**
 * The exams a profile may pick: only those with content, so a goal none of whose exams has any
 * is not offered either (the list is flat, each exam naming its goal).
 */
export function offeredExams<T extends { has_content: boolean }>(exams: readonly T[]): T[] {
  return exams.filter((exam) => exam.has_content);
}

/**
 * The exam the profile form starts on: the profile's own while it is still offered, else the
 * first offered one studied in the student's language (a Tamil visitor does not start on an
 * exam taught only in English and Hindi), else the first offered one — never an exam without
 * content; nothing when none is offered.
 */
export function preselectedExam(
  offered: readonly { code: string; languages: readonly string[] }[],
  current: string | null | undefined,
  locale?: string,
): string | undefined {
  if (current && offered.some((exam) => exam.code === current)) return current;
  const inLanguage = locale ? offered.find((exam) => exam.languages.includes(locale)) : undefined;
  return (inLanguage ?? offered[0])?.code;
}
