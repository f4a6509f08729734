import { answerPayload } from '../../../domain/questions/answerPayload.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import { practiceStore } from './practiceStore.ts';
import type { TestAnswers } from './TestAnswers.ts';
import type { ContentCache } from '../../content/contentCache.ts';

/**
 * The questions a child has met, for the timeline's question call (its TimelineQuestions):
 * answered in practice (a question still on screen is not met, or its key would show before the
 * answer), or in a submitted test whose answer key is out. app.ts composes the two.
 */
export function seenQuestions(deps: AppDeps, tests: TestAnswers, cache: ContentCache) {
  const store = practiceStore(deps.db, cache);
  return {
    async seen(child: ChildSession, type: 'practice' | 'test', code: string, locale: string) {
      let found: { selected: unknown; correct: boolean | null; solution: boolean } | undefined;
      if (type === 'practice') {
        const last = (await store.childAnswers(child.profile.id, code)).at(-1);
        if (last)
          found = {
            selected: JSON.parse(last.answer ?? 'null'),
            correct: last.correct === 1,
            solution: true,
          };
      } else {
        // Newest test first: the latest meeting is the first.
        const met = (await tests.answers(child, locale)).find((t) => t.code === code);
        if (met)
          found = {
            selected: met.selected,
            correct: met.result === 'unattempted' ? null : met.result === 'correct',
            solution: met.solutions,
          };
      }
      if (!found) return undefined;
      const row = await store.question(code);
      if (!row) return undefined;
      // Solve-with-us keeps its steps, not an answer: then there is no answer to show.
      const selected = answerPayload.safeParse(found.selected);
      return {
        question: JSON.parse(row.content) as BankQuestion,
        selected: selected.success ? selected.data : null,
        correct: found.correct,
        solution: found.solution,
      };
    },
  };
}
