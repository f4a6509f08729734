import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { practiceContext } from './PracticeContext.ts';
import { questionRoutes } from './questionRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { solveWithUsRoutes } from './solveWithUsRoutes.ts';
import { summaryRoutes } from './summaryRoutes.ts';

/** The practice service under /api/practice (learning-experience spec §7, "Practice"). */
export function practiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx = practiceContext(deps);
  sessionRoutes(app, ctx);
  questionRoutes(app, ctx);
  solveWithUsRoutes(app, ctx);
  summaryRoutes(app, ctx);
}
