import { levelsByNearness } from '../../../domain/practice/targetDifficulty.ts';
import type { IndexEntry } from '../../content/contentSnapshotStore.ts';

/** Whether a learn path is one of the places or below one (`p` itself or `p--…`). */
const inPlaces = (learnPath: string, prefixes: readonly string[]) =>
  prefixes.some((p) => learnPath === p || learnPath.startsWith(`${p}--`));

/**
 * The question of a concept nearest a difficulty, within the session's places, not asked in the
 * session yet: from the concept's index in memory (in the database's order, place then pack
 * order), the first of the nearest level that has one.
 */
export function nearestQuestion(
  index: readonly IndexEntry[],
  prefixes: readonly string[],
  asked: ReadonlySet<string>,
  difficulty: number,
): string | undefined {
  const rank = new Map(levelsByNearness(difficulty).map((level, i) => [level, i]));
  let best: { code: string; rank: number } | undefined;
  for (const entry of index) {
    const r = rank.get(entry.difficulty);
    if (r === undefined || (best && r >= best.rank)) continue;
    if (asked.has(entry.code) || !inPlaces(entry.learn_path, prefixes)) continue;
    best = { code: entry.code, rank: r };
    if (r === 0) break;
  }
  return best?.code;
}
