import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import {
  ALL_RESULTS_FILTER,
  SEARCH_ENTITIES,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from '../search/searchRules.ts';
import { isBlankQuery } from '../search/normaliseSearchText.ts';
import { queryFlag, storedIntParam, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/**
 * A surrogate half without its other half (not text, and no database would store it), or the
 * replacement character a URL's undecodable bytes (an encoded lone surrogate) turn into.
 */
const MALFORMED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\ufffd/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

const searchQuery = text().check(
  z.maxLength(SEARCH_QUERY_MAX_LENGTH),
  z.refine((value) => !MALFORMED.test(value), 'must be well-formed Unicode'),
  z.refine((value) => !isBlankQuery(value), 'must have a letter or digit to search for'),
);
const code = z.optional(text().check(z.regex(CODE, 'must be a goal or exam code')));

/** What both calls are told of the student (spec §7): the goal and exam asked for, and their own. */
const searchContext = {
  query: searchQuery,
  user_goal: code,
  user_exam: code,
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
  goal: code,
  exam: code,
};

export const searchFilter = z.enum([ALL_RESULTS_FILTER, ...SEARCH_ENTITIES]);

export const searchHit = z.object({
  entity: z.enum(SEARCH_ENTITIES),
  id: z.string(),
  title: z.string(),
  /** The language of the title shown: the one that matched best. */
  locale: z.string(),
  exam_code: z.string(),
  goal_code: z.string(),
  subject_code: z.optional(z.string()),
  /** Subjects, chapters, topics: their own; lessons and questions: where they are taught. */
  learn_path: z.optional(z.string()),
  book_kind: z.optional(z.enum(['book', 'bigBook', 'liveClassBook'])),
  /** The start of the item's description or question text. */
  snippet: z.optional(z.string()),
  /** Found as near the query, not as written ("did you mean"). */
  fuzzy: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHit>;

const relatedExam = z.object({
  exam_code: z.string(),
  goal_code: z.string(),
  count: wholeNumber(),
});

/** Spec §3 "Search results", with the count of each entity for the results page's tabs. */
export const searchResults = z.object({
  /** Items of the asked entity (or of all) that match: the pages there are to read. */
  no_of_results: wholeNumber(),
  /** Items of every entity that match. */
  no_of_available_results: wholeNumber(),
  /** Other exams with matches, when the search kept to one (not cross_grade). */
  related_exams: z.array(relatedExam),
  result: z.array(searchHit),
  counts: z.record(z.enum(SEARCH_ENTITIES), wholeNumber()),
});
export type SearchResults = z.infer<typeof searchResults>;

const searchListQuery = z.object({
  ...searchContext,
  offset: z._default(storedIntParam(), 0),
  size: z._default(
    storedIntParam().check(z.minimum(1), z.maximum(SEARCH_PAGE_SIZE_MAX)),
    SEARCH_PAGE_SIZE,
  ),
  cross_grade: queryFlag(),
});

const SEARCH_SUMMARY =
  "Items of the content pack and question bank whose titles or text match the query, in every language, best first: the child's organisation, the asked goal and exam unless cross_grade";

export const searchCall = defineCall({
  service: 'search',
  method: 'GET',
  path: '/v2/search/:entity',
  summary: `${SEARCH_SUMMARY}; one entity, or all`,
  auth: 'child',
  params: z.object({ entity: searchFilter }),
  query: searchListQuery,
  responses: { 200: z.object({ data: searchResults }) },
});

/** The spec's `/v2/search/` with the entity left empty: every entity. */
export const searchEveryEntityCall = defineCall({
  service: 'search',
  method: 'GET',
  path: '/v2/search/',
  summary: `${SEARCH_SUMMARY}; every entity`,
  auth: 'child',
  query: searchListQuery,
  responses: { 200: z.object({ data: searchResults }) },
});

export const searchSuggestionsCall = defineCall({
  service: 'search',
  method: 'GET',
  path: '/v2/search/suggestions',
  summary:
    'Up to 5 titles to offer as the child types, of which up to 3 fuzzy (near the query, not as written)',
  auth: 'child',
  query: z.object({ ...searchContext, cross_grade: queryFlag() }),
  responses: { 200: z.object({ data: z.object({ suggestions: z.array(searchHit) }) }) },
});
