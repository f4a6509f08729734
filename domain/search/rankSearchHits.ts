import { latinForm } from './latinForm.ts';
import { normaliseSearchText } from './normaliseSearchText.ts';
import { SEARCH_ENTITIES, type SearchEntity } from './searchRules.ts';

/** One row of the index a search found: an item in one exam and one language. */
export interface SearchCandidate {
  entity: SearchEntity;
  item_id: string;
  exam_code: string;
  goal_code: string;
  locale: string;
  title: string;
  title_key: string;
  title_latin: string;
  /** JSON of where the item opens and what it shows (SearchDetails). */
  details: string;
  position: number;
  /** The word index found every word of the query in the item's text (title or body). */
  in_words: boolean;
}

/** A query in the two forms it is matched in. */
export interface PreparedQuery {
  /** normaliseSearchText: matched against titles as written. */
  key: string;
  /** latinForm: matched against every title's loose Latin form. */
  latin: string;
}

export function prepareQuery(query: string): PreparedQuery {
  return { key: normaliseSearchText(query), latin: latinForm(query) };
}

/**
 * The tiers of a match, best first (docs/decisions/search.md): the whole title; its start; the
 * start of one of its words; anywhere in it; the item's text has every word of the query.
 */
export const MATCH_SCORES = {
  exact: 1000,
  prefix: 800,
  wordStart: 700,
  contains: 500,
  words: 200,
} as const;
/** Matched through the transliterated form of another script: below the same match as written. */
export const TRANSLITERATED_PENALTY = 50;
/** The student's exam first, then their language: less than a tier apart. */
export const EXAM_BOOST = 30;
export const LOCALE_BOOST = 20;
/**
 * A match of the query as put right (a misspelt word replaced by the nearest word of the titles)
 * scores FUZZY_BASE + FUZZY_SCALE × its score as written: below every match of the query as
 * typed but a words-only one, in the same order among themselves.
 */
export const FUZZY_BASE = 100;
export const FUZZY_SCALE = 0.3;

/** Normalised text is letters, digits and spaces: this is all of it in Latin (ASCII) letters. */
const LATIN_TEXT = /^[ -~]*$/;

function titleScore(title: string, query: string): number {
  if (query === '' || title === '') return 0;
  if (title === query) return MATCH_SCORES.exact;
  if (title.startsWith(query)) return MATCH_SCORES.prefix;
  if (` ${title}`.includes(` ${query}`)) return MATCH_SCORES.wordStart;
  if (title.includes(query)) return MATCH_SCORES.contains;
  return 0;
}

export interface RankPreferences {
  exam?: string;
  locale?: string;
}

/**
 * The score of one row, 0 when it does not match: the better of the title as written and its
 * Latin form (less a penalty when the title is not itself Latin), or the word index's tier; the
 * student's exam and language lift it.
 */
export function scoreCandidate(
  row: SearchCandidate,
  query: PreparedQuery,
  preferences: RankPreferences,
): number {
  const written = titleScore(row.title_key, query.key);
  const viaLatin = titleScore(row.title_latin, query.latin);
  // A Latin title's loose form is the same words: one point below as written, for a stable order.
  const penalty = LATIN_TEXT.test(row.title_key) ? 1 : TRANSLITERATED_PENALTY;
  const romanised = viaLatin === 0 ? 0 : viaLatin - penalty;
  const best = Math.max(written, romanised, row.in_words ? MATCH_SCORES.words : 0);
  if (best === 0) return 0;
  return (
    best +
    (preferences.exam === row.exam_code ? EXAM_BOOST : 0) +
    (preferences.locale === row.locale ? LOCALE_BOOST : 0)
  );
}

export interface RankedHit {
  row: SearchCandidate;
  score: number;
  /** Found only as the query put right (a "did you mean"), not as typed. */
  fuzzy: boolean;
  /** Every exam the item belongs to among the rows found. */
  exams: string[];
}

const keyOf = (row: SearchCandidate) => `${row.entity}\u0000${row.item_id}`;

/**
 * Best first; ties go in the order of the results page's tabs (a lesson before its topic of the
 * same name), then the pack's.
 */
function byRank(a: RankedHit, b: RankedHit): number {
  return (
    b.score - a.score ||
    SEARCH_ENTITIES.indexOf(a.row.entity) - SEARCH_ENTITIES.indexOf(b.row.entity) ||
    a.row.position - b.row.position
  );
}

/** Each item once: its best hit, with every exam any of its hits belongs to. */
function bestOfEach(hits: Iterable<RankedHit>): RankedHit[] {
  const best = new Map<string, RankedHit>();
  for (const hit of hits) {
    const key = keyOf(hit.row);
    const seen = best.get(key);
    const exams = seen ? [...new Set([...seen.exams, ...hit.exams])] : hit.exams;
    if (!seen || hit.score > seen.score) best.set(key, { ...hit, exams });
    else seen.exams = exams;
  }
  return [...best.values()].sort(byRank);
}

/**
 * The items found, best first: each item once, as its best row (the language and exam that
 * matched best). `fuzzy` rows were found by the query put right, and rank below every match of
 * the query as typed (FUZZY_BASE, FUZZY_SCALE).
 */
export function rankSearchHits(
  rows: readonly SearchCandidate[],
  query: PreparedQuery,
  preferences: RankPreferences,
  fuzzy = false,
): RankedHit[] {
  const hits: RankedHit[] = [];
  for (const row of rows) {
    const score = scoreCandidate(row, query, preferences);
    if (score === 0) continue;
    hits.push({
      row,
      score: fuzzy ? FUZZY_BASE + FUZZY_SCALE * score : score,
      fuzzy,
      exams: [row.exam_code],
    });
  }
  return bestOfEach(hits);
}

/** Two rankings as one: each item once, at its better place. */
export function mergeRankedHits(a: readonly RankedHit[], b: readonly RankedHit[]): RankedHit[] {
  return bestOfEach([...a, ...b]);
}
