import type { FastifyInstance } from 'fastify';
import { CONTENT_BASE, goalsExamsCall } from '../../../domain/contracts/content.ts';
import { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';

const TAG = 'content';

function nameIn(names: string, locale: string): string {
  const byLocale = JSON.parse(names) as Record<string, string>;
  return byLocale[locale] ?? byLocale[DEFAULT_LOCALE] ?? '';
}

/** The content service's calls that the accounts screens need (the exam list). */
export function contentRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerCall(app, CONTENT_BASE, TAG, goalsExamsCall, async ({ query }) => {
    const locale = query.locale ?? DEFAULT_LOCALE;
    const rows = await db
      .selectFrom('exams')
      .innerJoin('goals', 'goals.code', 'exams.goal_code')
      .select([
        'exams.code',
        'exams.goal_code',
        'exams.names',
        'exams.grade',
        'goals.names as goal_names',
      ])
      .orderBy('goals.position')
      .orderBy('exams.position')
      .execute();
    const data = rows.map((row) => ({
      code: row.code,
      parent_code: row.goal_code,
      parent_name: row.goal_code,
      parent_display_name: nameIn(row.goal_names, locale),
      name: nameIn(row.names, locale),
      slug: row.code,
      grade: row.grade,
      format_reference: `${row.goal_code}--${row.code}`,
      learnpath_name: `${row.goal_code.toLowerCase()}--${row.code}`,
      type: 'exam' as const,
    }));
    return { body: { success: true as const, data } };
  });
}
