import {
  NEW_CONCEPT,
  SECONDARY_WEIGHT,
  updateRating,
  type ConceptRating,
} from '../../../domain/practice/mastery.ts';
import type { TestScore } from '../../../domain/mockTests/scoreTest.ts';
import type { TestPapers } from './TestPapers.ts';
import type { AchieveStore, MasteryRow } from './achieveStore.ts';

/**
 * Moves the child's mastery by the answers of every finished test not yet learnt from (a
 * diagnostic, a chapter test, a mock): each answered question is an attempt at its concepts, as a
 * practice answer is. A question left blank says nothing and moves nothing. Each test is learnt
 * from once, in one transaction with its claim, so two readers at once cannot count it twice.
 * Runs before any read of mastery in achieve: the test service stays unaware of achieve.
 */
export async function learnFromTests(
  store: AchieveStore,
  papers: TestPapers,
  childId: string,
  now: number,
): Promise<void> {
  for (const session of await store.unlearntTests(childId)) {
    const paper = await papers.paper(session.test_code, session.version);
    const score = JSON.parse(session.result ?? '{}') as Partial<TestScore>;
    await store.inTransaction(async (trx) => {
      if (!(await store.claimTest(session.id, childId, now, trx))) return;
      const ratings = new Map(
        (await store.mastery(childId, trx)).map((m) => [m.concept, m as ConceptRating]),
      );
      const touched = new Set<string>();
      const learn = (concept: string, difficulty: number, right: number, weight: number) => {
        ratings.set(
          concept,
          updateRating(ratings.get(concept) ?? NEW_CONCEPT, difficulty, right, weight),
        );
        touched.add(concept);
      };
      for (const answer of score.questions ?? []) {
        const question = paper.bank.get(answer.code);
        if (!question || answer.result === 'unattempted') continue;
        const right = answer.result === 'correct' ? 1 : 0;
        learn(question.primaryConcept, question.difficulty, right, 1);
        for (const concept of question.secondaryConcepts ?? [])
          learn(concept, question.difficulty, right, SECONDARY_WEIGHT);
      }
      const rows: MasteryRow[] = [...touched].map((concept) => {
        const rating = ratings.get(concept) ?? NEW_CONCEPT;
        return {
          child_id: childId,
          concept,
          rating: rating.rating,
          attempts: rating.attempts,
          updated_at: now,
        };
      });
      await store.saveMastery(rows, trx);
    });
  }
}
