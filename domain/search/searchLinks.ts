import type { SearchHit } from '../contracts/search.ts';
import { practiseAgainHref } from '../practice/practiceLinks.ts';
import { bookTocHref, learnSummaryHref, topicSummaryHref } from '../tiles/learnLinks.ts';
import { TEST_SUMMARY_PATH, type TileTarget } from '../tiles/tileTarget.ts';
import { ALL_RESULTS_FILTER, type SearchFilter } from './searchRules.ts';

/** The results page (spec §2): `/search/{filter}?q={query}`. */
export const SEARCH_PATH = '/search';
export const SEARCH_QUERY_PARAM = 'q';
/** Asks every exam's results (the API's cross_grade). */
export const ALL_EXAMS_PARAM = 'all_exams';

export function searchHref(query: string, filter: SearchFilter = ALL_RESULTS_FILTER): string {
  const params = new URLSearchParams({ [SEARCH_QUERY_PARAM]: query });
  return `${SEARCH_PATH}/${filter}?${params.toString()}`;
}

/** How a search was made (spec §2): typed and sent, or a suggestion picked. */
export type SearchType = 'MANUAL' | 'SUGGESTION';

/** The navigation state of a search (spec §2), also sent with its analytics event. */
export interface SearchNavigationState {
  /** The path the search was made from. */
  from: string;
  searchType: SearchType;
  /** The picked suggestion's place in the list from 1; 0 for a typed search. */
  verticalRank: number;
  /** The screen the search was made on (the route's screen or page key). */
  screenName: string;
  searchTerm: string;
}

/** Where a result opens: its summary, book, test, a question practised, or the player. */
export function searchHitTarget(hit: SearchHit): TileTarget {
  const path = (to: string): TileTarget => ({ kind: 'path', path: to });
  const learnPath = hit.learn_path ?? hit.id;
  switch (hit.entity) {
    case 'subjects':
    case 'chapters':
      return path(learnSummaryHref(learnPath));
    case 'topics':
      return path(topicSummaryHref(learnPath));
    case 'lessons':
      return { kind: 'video', videoId: hit.id };
    case 'books':
      return path(bookTocHref(hit.book_kind ?? 'book', hit.id));
    case 'tests':
      return path(`${TEST_SUMMARY_PATH}/${encodeURIComponent(hit.id)}`);
    case 'questions':
      return path(practiseAgainHref(learnPath, hit.id));
  }
}

/** The analytics event of every search made, with its navigation state. */
export const SEARCH_EVENT = { namespace: 'search', topic: 'search' } as const;
/** Spec §8: a search that found nothing is tagged with this error type. */
export const NO_RESULTS_EVENT = { namespace: 'search', topic: 'no_results' } as const;
export const NO_RESULTS_ERROR_TYPE = 'No Results Found';

/**
 * The screen a search was made on, for its state and event: the path's first two segments
 * ("learn/home", "user-home/bookmarks"), which name the screen without the ids after them.
 */
export function screenNameOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(0, 2).join('/') || 'landing';
}
