import type { FastifyInstance } from 'fastify';
import { goalsExamsCall } from '../../../domain/contracts/content.ts';
import { examLanguages } from '../../../domain/profiles/examLanguages.ts';
import { examHasContent } from '../../../domain/profiles/offeredExams.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/rules/locales.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { list, texts } from '../../db/jsonColumns.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ContentContext } from './ContentContext.ts';

/**
 * The goals-and-exams list a profile picks its exam from (open to visitors). Every exam stays in
 * the list — a profile already on one must still find its name — and `has_content` says whether
 * the pack gives it anything to study; the profile form offers only those. `languages` are those
 * a profile may study it in (`examLanguages`).
 */
export function examListRoutes(app: FastifyInstance, { store }: ContentContext) {
  registerCall(app, goalsExamsCall, async ({ query }) => {
    const locale = query.locale ?? DEFAULT_LOCALE;
    const [rows, content] = await Promise.all([store.examsWithGoals(), store.examContent()]);
    const data = rows.map((row) => ({
      code: row.code,
      parent_code: row.goal_code,
      parent_name: row.goal_code,
      parent_display_name: textIn(texts(row.goal_names), locale),
      name: textIn(texts(row.names), locale),
      slug: row.code,
      grade: row.grade,
      format_reference: `${row.goal_code}--${row.code}`,
      learnpath_name: `${row.goal_code}--${row.code}`,
      type: 'exam' as const,
      languages: examLanguages(
        list(row.languages).filter(isLocale),
        (content.subjectNames.get(row.code) ?? []).map(texts),
      ),
      has_content: examHasContent({
        syllabus: content.syllabus.has(row.code),
        lessons: content.lessons.has(row.code),
        questions: content.questions.has(row.code),
        tests: content.tests.has(row.code),
      }),
    }));
    return { body: { success: true as const, data } };
  });
}
