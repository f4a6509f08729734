import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import type { PracticeContent } from './PracticeContent.ts';
import { practiceContext } from './PracticeContext.ts';
import { questionRoutes } from './questionRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { solveWithUsRoutes } from './solveWithUsRoutes.ts';
import { summaryRoutes } from './summaryRoutes.ts';

export interface PracticeServiceOptions {
  deps: AppDeps;
  /** The content service's syllabus, concepts, books and reactions (app.ts composes the two). */
  content: PracticeContent;
}

/** The practice service under /api/practice (learning-experience spec §7, "Practice"). */
export const practiceService: FastifyPluginCallback<PracticeServiceOptions> = (
  app,
  { deps, content },
  done,
) => {
  const ctx = practiceContext(deps, content);
  sessionRoutes(app, ctx);
  questionRoutes(app, ctx);
  solveWithUsRoutes(app, ctx);
  summaryRoutes(app, ctx);
  done();
};
