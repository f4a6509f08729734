import { chooseConcept, type OpenConcept } from '../../../domain/practice/chooseConcept.ts';
import { NEW_CONCEPT } from '../../../domain/practice/mastery.ts';
import { targetDifficulty } from '../../../domain/practice/targetDifficulty.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { AttemptRow, QuestionRow, SessionRow } from './practiceStore.ts';

/**
 * The next question of a session: what was asked for by code first, then the question nearest
 * the target difficulty of the weakest concept that still has questions. Each try is one indexed
 * lookup, so the time to choose does not grow with the bank.
 */
export async function pickNext(
  ctx: PracticeContext,
  session: SessionRow,
  attempts: readonly AttemptRow[],
): Promise<QuestionRow | undefined> {
  if (attempts.length >= session.planned_total) return undefined;
  const asked = new Set(attempts.map((a) => a.code));
  const queued = (JSON.parse(session.queue) as string[]).find((code) => !asked.has(code));
  if (queued !== undefined) return ctx.store.question(queued);

  const paths = JSON.parse(session.scope_paths) as string[];
  const codes = JSON.parse(session.concepts) as string[];
  const ratings = new Map(
    (await ctx.store.mastery(session.child_id, codes)).map((m) => [m.concept, m.rating]),
  );
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
    const code = await ctx.store.nearestQuestion(
      session.id,
      concept,
      paths,
      targetDifficulty(rating),
    );
    if (code !== undefined) return ctx.store.question(code);
    const spent = open.find((c) => c.code === concept);
    if (spent) spent.remaining = 0;
  }
}
