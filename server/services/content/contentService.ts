import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { contentContext } from './ContentContext.ts';
import { examListRoutes } from './examListRoutes.ts';
import { bookmarkRoutes } from './bookmarkRoutes.ts';
import { progressRoutes } from './progressRoutes.ts';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import type { SchoolShelves } from './SchoolShelves.ts';
import type { TestShelves } from './TestShelves.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { syllabusRoutes } from './syllabusRoutes.ts';
import { videoRoutes } from './videoRoutes.ts';
import type { ContentCache } from '../../content/contentCache.ts';

export interface ContentServiceOptions {
  deps: AppDeps;
  /** The test home's shelves, from the test service (app.ts composes the two). */
  testShelves: TestShelves;
  /** The school's shelves, from the classroom service. */
  schoolShelves: SchoolShelves;
  /** The classroom service's check of the school ids kept with bookmarks and progress. */
  schoolIds: SchoolIdsCheck;
  /** The pack in memory, shared with the services that read it (app.ts makes one). */
  cache: ContentCache;
}

/** The content service under /api/content: the exam list, syllabus, books, videos and media. */
export const contentService: FastifyPluginCallback<ContentServiceOptions> = (
  app,
  { deps, testShelves, schoolShelves, schoolIds, cache },
  done,
) => {
  const ctx = contentContext(deps, testShelves, schoolShelves, schoolIds, cache);
  examListRoutes(app, ctx);
  syllabusRoutes(app, ctx);
  videoRoutes(app, ctx);
  progressRoutes(app, ctx);
  bookmarkRoutes(app, ctx);
  mediaRoutes(app, deps.contentDir, deps.tokenSecret, deps.clock);
  done();
};
