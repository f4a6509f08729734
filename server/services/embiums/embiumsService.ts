import type { FastifyPluginCallback } from 'fastify';
import type { EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { EmbiumChecks } from './EmbiumChecks.ts';
import { embiumRoutes } from './embiumRoutes.ts';

export interface EmbiumsServiceOptions {
  deps: AppDeps;
  /** The ledger app.ts made (embiumLedger), the same the services that award use. */
  ledger: EmbiumLedger;
  /** Content's lesson status and the test service's submits (app.ts composes them). */
  checks: EmbiumChecks;
}

/** The embiums service under /api/embiums (shell spec §7, "Embiums"). */
export const embiumsService: FastifyPluginCallback<EmbiumsServiceOptions> = (
  app,
  { deps, ledger, checks },
  done,
) => {
  embiumRoutes(app, deps, ledger, checks);
  done();
};
