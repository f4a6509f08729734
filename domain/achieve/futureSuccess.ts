/**
 * What a predicted score means, read off last year's published tables (content/achieve/meta.json):
 * the all-India rank scores near it reached, and the colleges whose last admission closed near
 * that rank. Approximate by nature: a year's tables say nothing certain of the next.
 */

export interface ScoreRankRow {
  score: number;
  rank: number;
}

export interface RankedCollege {
  /** The rank the college's last admission round closed at (higher is easier). */
  closingRank: number;
}

export type CollegeChance = 'likely' | 'possible' | 'stretch';

/**
 * The rank a score reached: between two rows of the table, geometric interpolation (ranks grow
 * roughly exponentially as scores fall); above the table its best rank, below it its worst.
 * `rows` are sorted by score, highest first.
 */
export function rankAt(rows: readonly ScoreRankRow[], score: number): number | undefined {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return undefined;
  if (score >= first.score) return first.rank;
  if (score <= last.score) return last.rank;
  const upper = rows.findLast((r) => r.score >= score) ?? first;
  const lower = rows.find((r) => r.score < score) ?? last;
  const t = (upper.score - score) / (upper.score - lower.score);
  const logRank = Math.log(upper.rank) + t * (Math.log(lower.rank) - Math.log(upper.rank));
  return Math.round(Math.exp(logRank));
}

/** Whole ranks a predicted range reached: best from the range's top, worst from its bottom. */
export function rankBand(
  rows: readonly ScoreRankRow[],
  range: { low: number; expected: number; high: number },
): { best: number; expected: number; worst: number } | undefined {
  const best = rankAt(rows, range.high);
  const expected = rankAt(rows, range.expected);
  const worst = rankAt(rows, range.low);
  if (best === undefined || expected === undefined || worst === undefined) return undefined;
  return { best, expected, worst };
}

/**
 * A college's chance for a rank band: likely when even the range's bottom would have made it,
 * possible when the expected score would, a stretch when only the range's top would; otherwise
 * out of reach (undefined).
 */
export function collegeChance(
  band: { best: number; expected: number; worst: number },
  college: RankedCollege,
): CollegeChance | undefined {
  if (college.closingRank >= band.worst) return 'likely';
  if (college.closingRank >= band.expected) return 'possible';
  if (college.closingRank >= band.best) return 'stretch';
  return undefined;
}
