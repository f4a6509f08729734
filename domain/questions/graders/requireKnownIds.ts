import { MismatchedAnswerError } from './MismatchedAnswerError.ts';

/**
 * Refuses ids the question does not have, and ids given twice: the player offers each id once, so
 * either means a tampered or stale answer, which must not be graded as merely wrong.
 */
export function requireKnownIds(
  field: string,
  ids: readonly string[],
  known: readonly string[],
  what: string,
): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (!known.includes(id)) throw new MismatchedAnswerError(field, `names no ${what} ${id}`);
    if (seen.has(id)) throw new MismatchedAnswerError(field, `names ${id} twice`);
    seen.add(id);
  }
}
