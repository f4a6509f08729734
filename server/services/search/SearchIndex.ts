import type { PreparedQuery, SearchCandidate } from '../../../domain/search/rankSearchHits.ts';

/** Which rows a search may see: the shared pack and the organisation's own, an exam or all. */
export interface SearchScope {
  organisationId: number;
  exam?: string;
  goal?: string;
}

export interface RelatedExam {
  exam_code: string;
  goal_code: string;
  count: number;
}

/**
 * The search index: one interface, an implementation per database (sqliteSearchStore,
 * postgresSearchStore), the same rows (the content import writes them) and the same answers
 * wherever the API tests ask. Each method returns at most `limit` candidate rows; ranking them is
 * the service's (domain/search/rankSearchHits.ts), so both databases rank alike.
 */
export interface SearchIndex {
  /** Titles that start with either form of the query (as written, or its Latin form). */
  titlePrefixes(
    query: PreparedQuery,
    scope: SearchScope,
    limit: number,
  ): Promise<SearchCandidate[]>;
  /** Titles that hold either form anywhere (queries of 3 characters or more). */
  titleSubstrings(
    query: PreparedQuery,
    scope: SearchScope,
    limit: number,
  ): Promise<SearchCandidate[]>;
  /** Words of the titles' Latin forms that share trigrams with `word`, nearest first (typos). */
  nearWords(word: string, limit: number): Promise<string[]>;
  /** Items whose title or text has every word of the query (word prefixes, any order). */
  wordMatches(query: PreparedQuery, scope: SearchScope, limit: number): Promise<SearchCandidate[]>;
  /** Exams other than `except` whose titles hold the query, with how many items. */
  relatedExams(query: PreparedQuery, scope: SearchScope, except: string): Promise<RelatedExam[]>;
}

/** Queries shorter than this (in code points) match title starts only: a trigram needs three. */
export const SUBSTRING_MIN_LENGTH = 3;

/** The query's forms with the columns they are matched in: as written, and the Latin form. */
export function queryForms(
  query: PreparedQuery,
): { column: 'title_key' | 'title_latin'; text: string }[] {
  return [
    { column: 'title_key' as const, text: query.key },
    { column: 'title_latin' as const, text: query.latin },
  ].filter((form) => form.text !== '');
}

/** A text's code points: what both databases' trigram indexes cut text into (not graphemes). */
export function codePoints(text: string): string[] {
  return Array.from(text);
}

/** The code-point trigrams of a text (what both databases' trigram indexes hold). */
export function codePointTrigrams(text: string): string[] {
  const points = codePoints(text);
  const found = new Set<string>();
  for (let i = 0; i + 3 <= points.length; i++) found.add(points.slice(i, i + 3).join(''));
  return [...found];
}
