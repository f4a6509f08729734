import { releases } from '../../../domain/mockTests/testSchedule.ts';
import type { TestScore } from '../../../domain/mockTests/scoreTest.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import { testContext, type TestContext } from './TestContext.ts';
import { momentsOf } from './testDefinition.ts';

/** The structural twin of practice's TestAnswer (each service states what it needs). */
export interface TestAnswerRow {
  code: string;
  result: TestScore['questions'][number]['result'];
  selected: TestScore['questions'][number]['answer'];
  at: number;
  sessionId: string;
  testTitle: string;
  solutions: boolean;
}

/**
 * The questions of a child's finished tests whose answer key is out, newest test first: what
 * the revision list and the timeline's question call read of tests. A result told is part of
 * the key, so, as the analysis does, the session is marked as having shown its results.
 */
export function testAnswers(deps: AppDeps, ctx: TestContext = testContext(deps)) {
  const { store } = ctx;
  return {
    async answers(child: ChildSession, locale: string): Promise<TestAnswerRow[]> {
      const now = deps.clock();
      const rows: TestAnswerRow[] = [];
      for (const session of await store.finishedOf(child.profile.id)) {
        if (session.result === null) continue;
        const paper = await ctx.paper(session.test_code, session.version);
        const released = releases(now, momentsOf(paper.definition));
        if (!released.answerKey) continue;
        if (session.results_shown_at === null) await store.markResultsShown(session.id, now);
        const score = JSON.parse(session.result) as TestScore;
        const title = textIn(paper.definition.title, locale);
        for (const q of score.questions)
          rows.push({
            code: q.code,
            result: q.result,
            selected: q.answer,
            at: session.frozen_at ?? session.started_at,
            sessionId: session.id,
            testTitle: title,
            solutions: released.solutions,
          });
      }
      return rows;
    },
  };
}
