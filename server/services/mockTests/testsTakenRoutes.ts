import type { FastifyInstance } from 'fastify';
import { testsTakenCall, type TestTaken } from '../../../domain/contracts/testsTaken.ts';
import { standing } from '../../../domain/mockTests/scoreTest.ts';
import { analysisHref, runnerHref } from '../../../domain/mockTests/testLinks.ts';
import { releases } from '../../../domain/mockTests/testSchedule.ts';
import { TEST_SUMMARY_PATH } from '../../../domain/tiles/tileTarget.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { TestContext } from './TestContext.ts';
import { momentsOf } from './testDefinition.ts';

/**
 * The tests a child has taken (user home, learning-experience spec §2): started ones first, with
 * the time left to resume them, then finished ones newest first. A score, rank and candidates are
 * told only once the results are out, as on the test home's performance shelf; reading this list
 * never counts as seeing the results (no RESULTS_SHOWN lock). Diagnostic papers are the achieve
 * module's and are not listed (domain/mockTests/isListedTest.ts).
 */
export function testsTakenRoutes(app: FastifyInstance, ctx: TestContext) {
  const { store, deps } = ctx;

  registerCall(app, testsTakenCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    // A started paper whose time ran out is finished (and scored) before it is listed.
    const sessions = await Promise.all(
      (await store.listedSessionsOfChild(child.profile.id)).map((s) => ctx.freezeIfDue(s)),
    );
    const started = sessions.filter((s) => s.status === 'started');
    const finished = sessions
      .filter((s) => s.status === 'finished')
      .sort((a, b) => (b.frozen_at ?? 0) - (a.frozen_at ?? 0));
    const now = deps.clock();

    const items: TestTaken[] = [];
    for (const session of [...started, ...finished].slice(0, query.size)) {
      const paper = await ctx.paper(session.test_code, session.version);
      const title = textIn(paper.definition.title, query.locale);
      const common = {
        session_id: session.id,
        test_code: session.test_code,
        title,
        started_at: session.started_at,
      };
      if (session.status === 'started') {
        items.push({
          ...common,
          status: 'started',
          time_left: Math.max(0, Math.round(session.deadline_at - now)),
          max_score: paper.maxMarks,
          path: runnerHref(session.test_code),
        });
        continue;
      }
      const moments = momentsOf(paper.definition);
      const score = releases(now, moments).answerKey ? session.score : null;
      const out = score !== null;
      // Ranked within the child's organisation, as the analysis ranks.
      const place =
        score !== null
          ? standing(score, await store.finishedScores(session.test_code, child.orgId))
          : undefined;
      items.push({
        ...common,
        status: 'finished',
        submitted_at: session.frozen_at ?? session.deadline_at,
        score,
        max_score: session.max_marks ?? paper.maxMarks,
        rank: place?.rank ?? null,
        candidates: place?.takers ?? null,
        results_at: out ? null : (moments?.answerKeyAt ?? null),
        path: out
          ? analysisHref(session.test_code, session.id)
          : `${TEST_SUMMARY_PATH}/${encodeURIComponent(session.test_code)}`,
      });
    }
    return {
      body: { data: { items, counts: { started: started.length, finished: finished.length } } },
    };
  });
}
