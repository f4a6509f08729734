import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import type { PracticeContent } from './PracticeContent.ts';
import { practiceContext } from './PracticeContext.ts';
import { questionRoutes } from './questionRoutes.ts';
import { revisionRoutes } from './revisionRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { solveWithUsRoutes } from './solveWithUsRoutes.ts';
import { summaryRoutes } from './summaryRoutes.ts';
import type { TestAnswers } from './TestAnswers.ts';

export interface PracticeServiceOptions {
  deps: AppDeps;
  /** The content service's syllabus, concepts, books and reactions (app.ts composes the two). */
  content: PracticeContent;
  /** The test service's answers of the child's submitted tests (for the revision list). */
  tests: TestAnswers;
}

/** The practice service under /api/practice (learning-experience spec §7, "Practice"). */
export const practiceService: FastifyPluginCallback<PracticeServiceOptions> = (
  app,
  { deps, content, tests },
  done,
) => {
  const ctx = practiceContext(deps, content);
  sessionRoutes(app, ctx);
  questionRoutes(app, ctx);
  solveWithUsRoutes(app, ctx);
  summaryRoutes(app, ctx);
  revisionRoutes(app, ctx, tests);
  done();
};
