import type { FastifyPluginCallback } from 'fastify';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import type { EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import type { Notify } from '../../../domain/notifications/Notice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { analysisRoutes } from './analysisRoutes.ts';
import { customTestRoutes } from './customTestRoutes.ts';
import { eventRoutes } from './eventRoutes.ts';
import { paperRoutes } from './paperRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { testContext } from './TestContext.ts';
import { testsTakenRoutes } from './testsTakenRoutes.ts';

/** The test service under /api/test (learning-experience spec §7, "Tests"). */
export const mockTestsService: FastifyPluginCallback<{
  deps: AppDeps;
  notify: Notify;
  /** The embiums ledger: a test the child's runner closes is awarded as it closes. */
  embiums: EmbiumLedger;
  /** The classroom service's check of the school ids a session is started with. */
  schoolIds: SchoolIdsCheck;
}> = (app, { deps, notify, embiums, schoolIds }, done) => {
  const ctx = testContext(deps);
  sessionRoutes(app, ctx, schoolIds);
  paperRoutes(app, ctx);
  eventRoutes(app, ctx, notify, embiums);
  analysisRoutes(app, ctx);
  customTestRoutes(app, ctx);
  testsTakenRoutes(app, ctx);
  done();
};
