import type { ShownKey } from '../../domain/contracts/questionContent.ts';

/**
 * How the components mark a checked answer against its key (read by readKey, with the type's own
 * parser): each option, blank, pair or position right, wrong, or shown as the answer.
 */
/** The mark shown beside an option once the answer is checked. */
export type MarkKind = 'right' | 'wrong' | 'key';

/**
 * Marks one option: chosen and in the key is right, chosen and not in it is wrong, in the key
 * but not chosen is shown as the answer. Without a readable key the overall status decides for
 * chosen options alone (a single choice can only be right or wrong; several can be known right).
 */
export function optionMark(
  check: ShownKey,
  key: ReadonlySet<string>,
  id: string,
  chosen: boolean,
  single: boolean,
): MarkKind | undefined {
  if (key.size === 0) {
    if (!chosen) return undefined;
    if (check.status === 'correct') return 'right';
    return single ? 'wrong' : undefined;
  }
  if (chosen) return key.has(id) ? 'right' : 'wrong';
  return key.has(id) ? 'key' : undefined;
}

/** The marks of a list of choices once checked; undefined before the check. */
export function choiceMarks(
  check: ShownKey | undefined,
  ids: readonly string[],
  chosen: ReadonlySet<string>,
  single: boolean,
  key: ReadonlySet<string>,
): Map<string, MarkKind> | undefined {
  if (!check) return undefined;
  const marks = new Map<string, MarkKind>();
  for (const id of ids) {
    const mark = optionMark(check, key, id, chosen.has(id), single);
    if (mark) marks.set(id, mark);
  }
  return marks;
}

/**
 * Marks one part of an answer (a blank, a pair, a position) once checked: all right when the
 * whole answer is; otherwise by the key, and unmarked where the key says nothing.
 */
export function itemMark(
  check: ShownKey | undefined,
  matchesKey: boolean | undefined,
): MarkKind | undefined {
  if (!check) return undefined;
  if (check.status === 'correct') return 'right';
  if (matchesKey === undefined) return undefined;
  return matchesKey ? 'right' : 'wrong';
}
