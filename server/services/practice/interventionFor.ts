import { shouldIntervene, STALL_WINDOW } from '../../../domain/practice/learnIntervention.ts';
import { masteryOf, NEW_CONCEPT } from '../../../domain/practice/mastery.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { texts } from '../../db/jsonColumns.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { AttemptRow, SessionRow } from './practiceStore.ts';

/**
 * The learn intervention to show before the next question, if practice has stalled on the concept
 * of the last answer (domain/practice/learnIntervention.ts); offered once a concept a session, so
 * the caller stores `offered` (the session's offered concepts with this one) with its writes.
 * `ratings` are the child's mastery already read for the session's concepts.
 */
export async function interventionFor(
  ctx: PracticeContext,
  session: SessionRow,
  attempts: readonly AttemptRow[],
  language: string,
  ratings: ReadonlyMap<string, number | undefined>,
) {
  const answered = attempts.filter((a) => a.correct !== null);
  const last = answered.at(-1);
  if (!last) return null;
  const lastQuestion = await ctx.store.question(last.code);
  if (!lastQuestion) return null;
  const concept = lastQuestion.primary_concept;
  const conceptOf = new Map(
    (await ctx.store.questions(answered.map((a) => a.code))).map((q) => [
      q.code,
      q.primary_concept,
    ]),
  );
  const onConcept = answered.filter((a) => conceptOf.get(a.code) === concept);
  const windowStart = onConcept.at(-STALL_WINDOW);
  const rating = ratings.has(concept)
    ? ratings.get(concept)
    : (await ctx.store.mastery(session.child_id, [concept]))[0]?.rating;
  const offered = JSON.parse(session.offered_interventions) as string[];
  const masteryNow = masteryOf(rating ?? NEW_CONCEPT.rating);
  const masteryBefore = windowStart?.mastery_before ?? masteryNow;
  const stalled = shouldIntervene({
    answers: onConcept.map((a) => a.correct === 1),
    masteryBefore,
    masteryNow,
    alreadyOffered: offered.includes(concept),
  });
  if (!stalled) return null;
  const [named] = await ctx.content.concepts([concept]);
  return {
    offered: [...offered, concept],
    intervention: {
      recommendation_id: `${session.id}:${concept}`,
      predicted_mastery: masteryBefore,
      current_mastery: masteryNow,
      concept: {
        code: concept,
        name: named ? textIn(texts(named.names), language) : concept,
        type: 'primary_concept' as const,
      },
    },
  };
}
