import type { AppDeps } from '../../AppDeps.ts';
import { testContext } from './TestContext.ts';

/**
 * The papers of the pack's tests for another service (achieve's readiness and plan), compiled
 * and cached as the runner's are. Its answer is the structural twin of achieve's TestPaper.
 */
export function testPapers(deps: AppDeps) {
  const ctx = testContext(deps);
  return {
    async paper(code: string, version: number) {
      const paper = await ctx.paper(code, version);
      return {
        title: paper.definition.title,
        durationSeconds: paper.definition.durationSeconds,
        sections: paper.scored(),
        bank: paper.bank,
      };
    },
  };
}
