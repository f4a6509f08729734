import type { FastifyInstance } from 'fastify';
import { goalsExamsCall } from '../../../domain/contracts/content.ts';
import { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { contentContext } from './ContentContext.ts';
import { texts } from './contentTiles.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { syllabusRoutes } from './syllabusRoutes.ts';
import { videoRoutes } from './videoRoutes.ts';

/** The content service under /api/content: the exam list, syllabus, books, videos and media. */
export function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx = contentContext(deps);
  syllabusRoutes(app, ctx);
  videoRoutes(app, ctx);
  mediaRoutes(app, deps.contentDir, deps.tokenSecret, deps.clock);

  registerCall(app, goalsExamsCall, async ({ query }) => {
    const locale = query.locale ?? DEFAULT_LOCALE;
    const rows = await deps.db
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
