import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import {
  searchCall,
  searchEveryEntityCall,
  searchSuggestionsCall,
  type SearchHit,
  type SearchResults,
} from '../../../domain/contracts/search.ts';
import {
  mergeRankedHits,
  prepareQuery,
  rankSearchHits,
  type PreparedQuery,
  type RankedHit,
  type RankPreferences,
  type SearchCandidate,
} from '../../../domain/search/rankSearchHits.ts';
import { FUZZY_MIN_SIMILARITY, querySimilarity } from '../../../domain/search/searchSimilarity.ts';
import {
  ALL_RESULTS_FILTER,
  FUZZY_SUGGESTION_LIMIT,
  SEARCH_CANDIDATE_LIMIT,
  SEARCH_ENTITIES,
  SEARCH_PAGE_SIZE,
  SUGGESTIONS_SHOWN,
  type SearchEntity,
  type SearchFilter,
} from '../../../domain/search/searchRules.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { SearchDetails } from '../../content/searchRows.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireChild } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import {
  codePoints,
  SUBSTRING_MIN_LENGTH,
  type SearchIndex,
  type SearchScope,
} from './SearchIndex.ts';
import { searchStore } from './searchStore.ts';

/** What both calls are told (spec §7). */
interface SearchAsked {
  query: string;
  user_goal?: string;
  user_exam?: string;
  locale?: string;
  goal?: string;
  exam?: string;
  cross_grade: boolean;
}

/**
 * How many candidate rows each tier reads: the box shows five, so a few dozen best starts and
 * substrings rank them; the results page counts and pages up to SEARCH_CANDIDATE_LIMIT.
 */
const CANDIDATES = { suggest: 50, search: SEARCH_CANDIDATE_LIMIT } as const;
/** A misspelt query is put right only when the query as typed found fewer than this. */
const PUT_RIGHT_WHEN_FEWER_THAN = { suggest: SUGGESTIONS_SHOWN, search: SEARCH_PAGE_SIZE } as const;
/** Words of the vocabulary weighed as the right spelling of a misspelt word. */
const NEAR_WORDS = 20;

function hitOf({ row, fuzzy }: RankedHit): SearchHit {
  const details = JSON.parse(row.details) as SearchDetails;
  return {
    entity: row.entity,
    id: row.item_id,
    title: row.title,
    locale: row.locale,
    exam_code: row.exam_code,
    goal_code: row.goal_code,
    ...details,
    fuzzy,
  };
}

/**
 * The query with each misspelt word put right: replaced by the nearest word of the titles' Latin
 * forms (querySimilarity at least FUZZY_MIN_SIMILARITY), a word of theirs left as it is.
 * Undefined when nothing changed.
 */
async function putRight(
  index: SearchIndex,
  query: PreparedQuery,
): Promise<PreparedQuery | undefined> {
  const words = await Promise.all(
    query.latin.split(' ').map(async (word) => {
      if (codePoints(word).length < SUBSTRING_MIN_LENGTH) return word;
      const near = await index.nearWords(word, NEAR_WORDS);
      if (near.includes(word)) return word;
      let best = { word, similarity: FUZZY_MIN_SIMILARITY };
      for (const candidate of near) {
        const similarity = querySimilarity(word, candidate);
        if (similarity > best.similarity) best = { word: candidate, similarity };
      }
      return best.word;
    }),
  );
  const latin = words.join(' ');
  return latin === query.latin ? undefined : { key: '', latin };
}

/** The rows of every tier for a query: title starts, substrings and (results page) words. */
async function candidatesOf(
  index: SearchIndex,
  query: PreparedQuery,
  scope: SearchScope,
  mode: 'suggest' | 'search',
): Promise<SearchCandidate[]> {
  const limit = CANDIDATES[mode];
  if (mode === 'suggest') {
    // Five title starts fill the box: a start outranks any match inside a title.
    const starts = await index.titlePrefixes(query, scope, limit);
    if (new Set(starts.map((row) => `${row.entity}/${row.item_id}`)).size >= SUGGESTIONS_SHOWN)
      return starts;
    return [...starts, ...(await index.titleSubstrings(query, scope, limit))];
  }
  // At once: on PostgreSQL each takes a connection of the pool (SQLite answers one by one anyway).
  const tiers = await Promise.all([
    index.titlePrefixes(query, scope, limit),
    index.titleSubstrings(query, scope, limit),
    index.wordMatches(query, scope, limit),
  ]);
  return tiers.flat();
}

/**
 * The items a query finds, ranked: titles that start with or hold it and (for the results page)
 * items whose text has its every word; when those are too few, the same for the query with its
 * misspelt words put right, ranked below as "did you mean". Docs: docs/decisions/search.md.
 */
async function findRanked(
  index: SearchIndex,
  query: PreparedQuery,
  scope: SearchScope,
  preferences: RankPreferences,
  mode: 'suggest' | 'search',
): Promise<RankedHit[]> {
  let ranked = rankSearchHits(await candidatesOf(index, query, scope, mode), query, preferences);
  if (ranked.length < PUT_RIGHT_WHEN_FEWER_THAN[mode]) {
    const corrected = await putRight(index, query);
    if (corrected) {
      const near = await candidatesOf(index, corrected, scope, mode);
      ranked = mergeRankedHits(ranked, rankSearchHits(near, corrected, preferences, true));
    }
  }
  return ranked.slice(0, SEARCH_CANDIDATE_LIMIT);
}

/** The best suggestions: at most SUGGESTIONS_SHOWN, of which at most FUZZY_SUGGESTION_LIMIT near ones. */
function suggestionsOf(ranked: readonly RankedHit[]): SearchHit[] {
  const chosen: RankedHit[] = [];
  let fuzzy = 0;
  for (const hit of ranked) {
    if (chosen.length === SUGGESTIONS_SHOWN) break;
    if (hit.fuzzy && fuzzy === FUZZY_SUGGESTION_LIMIT) continue;
    if (hit.fuzzy) fuzzy++;
    chosen.push(hit);
  }
  return chosen.map(hitOf);
}

/**
 * Search under /api/search (learning-experience spec §7): the pack's subjects, chapters, topics,
 * lessons, books, tests and questions, in every language the pack writes them, for a child of
 * the organisation, in the asked exam (or the child's) unless cross_grade.
 */
export const searchService: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const sessions = sessionStore(deps.db);
  const index = searchStore(deps.db);

  async function context(asked: SearchAsked, request: FastifyRequest) {
    const { profile, orgId } = await requireChild(
      sessions,
      request,
      deps.tokenSecret,
      deps.clock(),
    );
    const ownExam = asked.user_exam ?? profile.primary_exam ?? undefined;
    const exam = asked.cross_grade ? undefined : (asked.exam ?? ownExam);
    const scope: SearchScope = {
      organisationId: orgId,
      ...(exam !== undefined && { exam }),
      ...(!asked.cross_grade && asked.goal !== undefined && { goal: asked.goal }),
    };
    const preferences = { exam: ownExam, locale: asked.locale ?? profile.locale };
    return { scope, preferences, query: prepareQuery(asked.query) };
  }

  async function search(
    filter: SearchFilter,
    asked: SearchAsked & { offset: number; size: number },
    request: FastifyRequest,
  ) {
    const { scope, preferences, query } = await context(asked, request);
    const ranked = await findRanked(index, query, scope, preferences, 'search');
    const counts = Object.fromEntries(SEARCH_ENTITIES.map((e) => [e, 0])) as Record<
      SearchEntity,
      number
    >;
    for (const hit of ranked) counts[hit.row.entity]++;
    const wanted =
      filter === ALL_RESULTS_FILTER ? ranked : ranked.filter((hit) => hit.row.entity === filter);
    const results: SearchResults = {
      no_of_results: wanted.length,
      no_of_available_results: ranked.length,
      related_exams:
        scope.exam === undefined ? [] : await index.relatedExams(query, scope, scope.exam),
      result: wanted.slice(asked.offset, asked.offset + asked.size).map(hitOf),
      counts,
    };
    return { body: { data: results } };
  }

  registerCall(app, searchCall, ({ params, query }, request) =>
    search(params.entity, query, request),
  );
  registerCall(app, searchEveryEntityCall, ({ query }, request) =>
    search(ALL_RESULTS_FILTER, query, request),
  );
  registerCall(app, searchSuggestionsCall, async ({ query: asked }, request) => {
    const { scope, preferences, query } = await context(asked, request);
    const ranked = await findRanked(index, query, scope, preferences, 'suggest');
    return { body: { data: { suggestions: suggestionsOf(ranked) } } };
  });
  done();
};
