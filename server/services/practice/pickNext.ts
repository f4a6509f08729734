import { chooseConcept, type OpenConcept } from '../../../domain/practice/chooseConcept.ts';
import { NEW_CONCEPT } from '../../../domain/practice/mastery.ts';
import { targetDifficulty } from '../../../domain/practice/targetDifficulty.ts';
import { nearestQuestion } from './nearestQuestion.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { AttemptRow, QuestionRow, SessionRow } from './practiceStore.ts';

/**
 * The next question of a session: what was asked for by code first, then the question nearest
 * the target difficulty of the weakest concept that still has questions. The bank and its index
 * are in memory, so choosing reads no SQL; `ratings` are the child's mastery of the session's
 * concepts.
 */
export async function pickNext(
  ctx: PracticeContext,
  session: SessionRow,
  attempts: readonly AttemptRow[],
  ratings: ReadonlyMap<string, number | undefined>,
): Promise<QuestionRow | undefined> {
  if (attempts.length >= session.planned_total) return undefined;
  const asked = new Set(attempts.map((a) => a.code));
  const queued = (JSON.parse(session.queue) as string[]).find((code) => !asked.has(code));
  if (queued !== undefined) return ctx.store.question(queued);

  const paths = JSON.parse(session.scope_paths) as string[];
  const codes = JSON.parse(session.concepts) as string[];
  const conceptOf = new Map(
    (await ctx.store.questions([...asked])).map((q) => [q.code, q.primary_concept]),
  );
  const recent = attempts.map((a) => conceptOf.get(a.code) ?? '');
  const open: OpenConcept[] = codes.map((code) => ({
    code,
    rating: ratings.get(code) ?? NEW_CONCEPT.rating,
    remaining: 1,
  }));
  // The weakest concept first; one found empty is set aside and the next weakest tried.
  for (;;) {
    const concept = chooseConcept(open, recent);
    if (concept === undefined) return undefined;
    const rating = ratings.get(concept) ?? NEW_CONCEPT.rating;
    const index = await ctx.store.questionIndex(concept);
    const code = nearestQuestion(index, paths, asked, targetDifficulty(rating));
    if (code !== undefined) return ctx.store.question(code);
    const spent = open.find((c) => c.code === concept);
    if (spent) spent.remaining = 0;
  }
}
