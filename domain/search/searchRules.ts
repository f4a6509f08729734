/**
 * The numbers of search (learning-experience spec §5 and §9), each in one place. Choices the spec
 * leaves open are in docs/decisions/search.md.
 */

/** Spec §9: a page of results holds 20. */
export const SEARCH_PAGE_SIZE = 20;
/** The most a caller may ask for in one page. */
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Spec §9: suggestions shown under the box (desktop). */
export const SUGGESTIONS_SHOWN = 5;
/** Spec §7, §9: of those, at most this many are fuzzy ("did you mean") ones. */
export const FUZZY_SUGGESTION_LIMIT = 3;
/** Spec §9: the suggestions are asked for after this much quiet in the box. */
export const SUGGESTION_DEBOUNCE_MS = 500;
/** Spec §9: on a phone, the results page opens after this much quiet. */
export const MOBILE_NAVIGATION_DEBOUNCE_MS = 1500;
/** Spec §2: on a phone, search runs only after more than this many characters. */
export const MOBILE_SEARCH_MIN_EXCLUSIVE = 2;
/** Spec §5: a suggestion's label is cut at 40 characters. */
export const SUGGESTION_LABEL_MAX = 40;
/**
 * Not in the spec: the longest query the service takes, in characters. A title is rarely longer;
 * anything longer is a paste of a whole paragraph, refused with 400 rather than searched.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/**
 * Not in the spec: the most candidates one search ranks. Counts and pages are of these, so a
 * query that matches more says "500" results, as web search engines round their counts.
 */
export const SEARCH_CANDIDATE_LIMIT = 500;

/** What search finds, in the order the results page shows its tabs. */
export const SEARCH_ENTITIES = [
  'lessons',
  'chapters',
  'topics',
  'subjects',
  'books',
  'tests',
  'questions',
] as const;
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];

/** The `/search/{filter}` of every entity at once (spec §2: `/search/all`). */
export const ALL_RESULTS_FILTER = 'all';
export type SearchFilter = SearchEntity | typeof ALL_RESULTS_FILTER;

/** The organisation of the shared content pack: its rows are every organisation's. */
export const SHARED_ORGANISATION = 0;
