import type { ShownKey } from '../../domain/contracts/questionContent.ts';

/**
 * How the components read the key out of an answer check. The check carries the graders' key
 * (domain/questions/graders) as `correct_answer_csv`, and as `correctAnswers` split at its
 * commas: option ids ("b"; "a,c"), a value ("-12.5", "true", "<"), dropdown choices and a
 * sequence's order in order ("a1,b2"; "b,e,d"), blanks joined by "|" ("middle|pectate"), pairs
 * as "left-right" ("a-p,b-q"; MatrixMatch "a-q+s"), and a passage's parts as
 * "partCode:partCsv" joined by ";".
 */
export function keyItems(check: ShownKey): string[] {
  const items = check.correctAnswers.length
    ? check.correctAnswers
    : check.correct_answer_csv.split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** The accepted spelling of each blank, in order (a blank may hold a comma, so never split at one). */
export function blankKeys(check: ShownKey): string[] {
  return check.correct_answer_csv ? check.correct_answer_csv.split('|') : [];
}

/**
 * Splits `<prefix><separator><rest>` where the prefix is one of `known` (the longest that
 * fits): ids and codes may hold the separator themselves ("bio-psyn-0007:b").
 */
function splitKnown(entry: string, known: readonly string[], separator: string) {
  const prefix = known
    .filter((id) => entry.startsWith(id + separator))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : ([prefix, entry.slice(prefix.length + 1)] as const);
}

/** The key's pairs ("a-p", "a-q+s"): each left id with the right ids it matches. */
export function keyPairs(check: ShownKey, leftIds: readonly string[]): Map<string, Set<string>> {
  const pairs = new Map<string, Set<string>>();
  for (const entry of keyItems(check)) {
    const pair = splitKnown(entry, leftIds, '-');
    if (pair) pairs.set(pair[0], new Set(pair[1].split('+').filter(Boolean)));
  }
  return pairs;
}

/** Each part's own key CSV, by part code, from "code:csv;code:csv". */
export function partKeys(check: ShownKey, codes: readonly string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of check.correct_answer_csv.split(';')) {
    const part = splitKnown(entry, codes, ':');
    if (part) keys.set(part[0], part[1]);
  }
  return keys;
}

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
  key: ReadonlySet<string> = check ? new Set(keyItems(check)) : new Set(),
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
