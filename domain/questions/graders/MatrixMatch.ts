import type { Grader } from '../Grader.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';
import { requireKnownIds } from './requireKnownIds.ts';

/**
 * Every left item with exactly its key's set of right items; each left item earns its share.
 * Written as `l-r1+r2` in left-column order, the right items in right-column order, so the same
 * answer always reads the same.
 */
export const gradeMatrixMatch: Grader<'MatrixMatch'> = (question, answer) => {
  const leftIds = question.left.map((l) => l.id);
  const rightIds = question.right.map((r) => r.id);
  // Maps, not the records themselves: an id must never reach an inherited property.
  const given = new Map(Object.entries(answer.pairs).map(([l, rs]) => [l, new Set(rs)]));
  const key = new Map(Object.entries(question.answer).map(([l, rs]) => [l, new Set(rs)]));
  for (const [l, rs] of Object.entries(answer.pairs)) {
    if (!leftIds.includes(l)) throw new MismatchedAnswerError(`pairs.${l}`, 'names no left item');
    requireKnownIds(`pairs.${l}`, rs, rightIds, 'right item');
  }
  const sameSet = (a: Set<string> | undefined, b: Set<string> | undefined) =>
    (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((r) => b?.has(r) === true);
  const right = leftIds.filter((l) => sameSet(given.get(l), key.get(l))).length;
  const csv = (pairs: Map<string, Set<string>>) =>
    leftIds
      .flatMap((l) => {
        const chosen = rightIds.filter((r) => pairs.get(l)?.has(r) === true);
        return chosen.length > 0 ? [`${l}-${chosen.join('+')}`] : [];
      })
      .join(',');
  return {
    correct: right === leftIds.length,
    score: right / leftIds.length,
    selectedCsv: csv(given),
    correctCsv: csv(key),
  };
};
