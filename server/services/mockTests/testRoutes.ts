import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { analysisRoutes } from './analysisRoutes.ts';
import { customTestRoutes } from './customTestRoutes.ts';
import { eventRoutes } from './eventRoutes.ts';
import { paperRoutes } from './paperRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { testContext } from './TestContext.ts';

/** The test service under /api/test (learning-experience spec §7, "Tests"). */
export function testRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx = testContext(deps);
  sessionRoutes(app, ctx);
  paperRoutes(app, ctx);
  eventRoutes(app, ctx);
  analysisRoutes(app, ctx);
  customTestRoutes(app, ctx);
}
