import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { loadAchieveData } from '../../content/readAchieveData.ts';
import { achieveContext } from './AchieveContext.ts';
import { diagnosticRoutes } from './diagnosticTests.ts';
import { homeRoutes } from './homeRoutes.ts';
import { masteryRoutes } from './masteryRoutes.ts';
import { metaRoutes } from './metaRoutes.ts';
import { planRoutes } from './planRoutes.ts';
import { questionnaireForm } from './questionnaireForm.ts';
import type { TestPapers } from './TestPapers.ts';

/**
 * The achieve service (learning-experience spec §7 "Achieve"), per child profile: readiness,
 * the onboarding (diagnostic tests, questionnaire), the personal plan, explore mastery, and the
 * reference data of the content pack (read at start: a broken document stops the server).
 */
export const achieveService: FastifyPluginAsync<{ deps: AppDeps; papers: TestPapers }> = async (
  app,
  { deps, papers },
) => {
  const data = await loadAchieveData(deps.contentDir);
  const ctx = achieveContext(deps, papers);
  homeRoutes(app, ctx);
  planRoutes(app, ctx);
  diagnosticRoutes(app, ctx, questionnaireForm(data));
  masteryRoutes(app, ctx);
  metaRoutes(app, ctx, data);
};
