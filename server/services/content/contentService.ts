import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { contentContext } from './ContentContext.ts';
import { examListRoutes } from './examListRoutes.ts';
import { bookmarkRoutes } from './bookmarkRoutes.ts';
import { progressRoutes } from './progressRoutes.ts';
import type { TestShelves } from './TestShelves.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { syllabusRoutes } from './syllabusRoutes.ts';
import { videoRoutes } from './videoRoutes.ts';

export interface ContentServiceOptions {
  deps: AppDeps;
  /** The test home's shelves, from the test service (app.ts composes the two). */
  testShelves: TestShelves;
}

/** The content service under /api/content: the exam list, syllabus, books, videos and media. */
export const contentService: FastifyPluginCallback<ContentServiceOptions> = (
  app,
  { deps, testShelves },
  done,
) => {
  const ctx = contentContext(deps, testShelves);
  examListRoutes(app, ctx);
  syllabusRoutes(app, ctx);
  videoRoutes(app, ctx);
  progressRoutes(app, ctx);
  bookmarkRoutes(app, ctx);
  mediaRoutes(app, deps.contentDir, deps.tokenSecret, deps.clock);
  done();
};
