import type { FastifyPluginCallback } from 'fastify';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import type { EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import type { Notify } from '../../../domain/notifications/Notice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { PracticeContent } from './PracticeContent.ts';
import { practiceContext } from './PracticeContext.ts';
import { questionRoutes } from './questionRoutes.ts';
import { revisionRoutes } from './revisionRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { solveWithUsRoutes } from './solveWithUsRoutes.ts';
import { summaryRoutes } from './summaryRoutes.ts';
import type { TestAnswers } from './TestAnswers.ts';
import type { ContentCache } from '../../content/contentCache.ts';

export interface PracticeServiceOptions {
  deps: AppDeps;
  /** The content service's syllabus, concepts, books and reactions (app.ts composes the two). */
  content: PracticeContent;
  /** The test service's answers of the child's submitted tests (for the revision list). */
  tests: TestAnswers;
  /** The notifier: a child's practice milestones are told through it. */
  notify: Notify;
  /** The embiums ledger, which answers and runs are awarded through. */
  embiums: EmbiumLedger;
  /** The classroom service's check of the school ids kept with sessions and bookmarks. */
  schoolIds: SchoolIdsCheck;
  /** The pack in memory: the bank's questions and their index. */
  cache: ContentCache;
}

/** The practice service under /api/practice (learning-experience spec §7, "Practice"). */
export const practiceService: FastifyPluginCallback<PracticeServiceOptions> = (
  app,
  { deps, content, tests, notify, embiums, schoolIds, cache },
  done,
) => {
  // A notice that fails is logged: the answer it follows is stored and answered all the same.
  const tell: Notify = (notice) =>
    notify(notice).catch((error: unknown) => {
      app.log.error({ err: error, kind: notice.kind }, 'a practice notice failed');
    });
  const ctx = practiceContext(deps, content, tell, embiums, schoolIds, cache);
  sessionRoutes(app, ctx);
  questionRoutes(app, ctx);
  solveWithUsRoutes(app, ctx);
  summaryRoutes(app, ctx);
  revisionRoutes(app, ctx, tests);
  done();
};
