import type { FastifyInstance } from 'fastify';
import { goalsExamsCall } from '../../../domain/contracts/content.ts';
import { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { texts } from '../../db/jsonColumns.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ContentContext } from './ContentContext.ts';

/** The goals-and-exams list a profile picks its exam from (open to visitors). */
export function examListRoutes(app: FastifyInstance, { store }: ContentContext) {
  registerCall(app, goalsExamsCall, async ({ query }) => {
    const locale = query.locale ?? DEFAULT_LOCALE;
    const rows = await store.examsWithGoals();
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
    }));
    return { body: { success: true as const, data } };
  });
}
