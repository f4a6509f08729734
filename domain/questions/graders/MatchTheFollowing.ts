import type { Grader } from '../Grader.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';

/**
 * Every left item with its key's right item. A left item left unpaired is wrong, not refused: the
 * student may submit before pairing everything. Pairs are written in left-column order.
 */
export const gradeMatchTheFollowing: Grader<'MatchTheFollowing'> = (question, answer) => {
  const leftIds = question.left.map((l) => l.id);
  const rightIds = question.right.map((r) => r.id);
  // Maps, not the records themselves: an id must never reach an inherited property.
  const given = new Map(Object.entries(answer.pairs));
  const key = new Map(Object.entries(question.answer));
  for (const [l, r] of given) {
    if (!leftIds.includes(l)) throw new MismatchedAnswerError(`pairs.${l}`, 'names no left item');
    if (!rightIds.includes(r))
      throw new MismatchedAnswerError(`pairs.${l}`, `names no right item ${r}`);
  }
  const right = leftIds.filter((l) => given.has(l) && given.get(l) === key.get(l)).length;
  const csv = (pairs: Map<string, string>) =>
    leftIds.flatMap((l) => (pairs.has(l) ? [`${l}-${pairs.get(l) ?? ''}`] : [])).join(',');
  return {
    correct: right === leftIds.length,
    score: right / leftIds.length,
    selectedCsv: csv(given),
    correctCsv: csv(key),
  };
};
