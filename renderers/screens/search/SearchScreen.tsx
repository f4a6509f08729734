import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { searchCall, searchFilter, type SearchResults } from '../../../domain/contracts/search.ts';
import { isBlankQuery } from '../../../domain/search/normaliseSearchText.ts';
import {
  ALL_EXAMS_PARAM,
  NO_RESULTS_ERROR_TYPE,
  NO_RESULTS_EVENT,
  SEARCH_PATH,
  SEARCH_QUERY_PARAM,
} from '../../../domain/search/searchLinks.ts';
import {
  ALL_RESULTS_FILTER,
  SEARCH_ENTITIES,
  SEARCH_PAGE_SIZE,
  type SearchFilter,
} from '../../../domain/search/searchRules.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { trackEvent } from '../../../runtime/events/trackEvent.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useSentinel } from '../../../runtime/platform/useSentinel.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { ENTITY_LABEL } from '../../shell/search/entityLabels.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { SearchResultItem } from './SearchResultItem.tsx';
import './searchScreen.css';

interface Asked {
  query: string;
  filter: SearchFilter;
  allExams: boolean;
}

function hrefOf({ query, filter, allExams }: Asked): string {
  const params = new URLSearchParams({ [SEARCH_QUERY_PARAM]: query });
  if (allExams) params.set(ALL_EXAMS_PARAM, '1');
  return `${SEARCH_PATH}/${filter}?${params.toString()}`;
}

/** One page of results: its own call, so pages already shown stay as they are. */
function useResultsPage(asked: Asked, page: number) {
  const locale = useAtomValue(localeAtom);
  return useCall(searchCall, {
    params: { entity: asked.filter },
    query: {
      query: asked.query,
      offset: page * SEARCH_PAGE_SIZE,
      size: SEARCH_PAGE_SIZE,
      locale,
      cross_grade: asked.allExams,
    },
  });
}

function ResultsPage({ asked, page }: { asked: Asked; page: number }) {
  const { data } = useResultsPage(asked, page);
  return (
    <>
      {data?.data.result.map((hit) => (
        <SearchResultItem key={`${hit.entity}/${hit.id}`} hit={hit} />
      ))}
    </>
  );
}

/** Spec §8: nothing found is the no-results page, tagged once per search. */
function NoResults({ asked }: { asked: Asked }) {
  const registry = useRegistry();
  useEffect(() => {
    trackEvent(NO_RESULTS_EVENT.namespace, NO_RESULTS_EVENT.topic, {
      error_type: NO_RESULTS_ERROR_TYPE,
      searchTerm: asked.query,
      filter: asked.filter,
    });
  }, [asked.query, asked.filter]);
  return <registry.ExceptionPage kind="searchNoResult" />;
}

function Tabs({ asked, results }: { asked: Asked; results: SearchResults }) {
  const tab = (filter: SearchFilter, label: string, count: number) => (
    <li key={filter}>
      <Link
        to={hrefOf({ ...asked, filter })}
        replace
        className="search-tab"
        aria-current={asked.filter === filter ? 'page' : undefined}
      >
        <FormattedMessage id="search.tab" values={{ label, count }} />
      </Link>
    </li>
  );
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'search.tabs' })}>
      <ul className="search-tabs">
        {tab(
          ALL_RESULTS_FILTER,
          intl.formatMessage({ id: 'search.entity.all' }),
          results.no_of_available_results,
        )}
        {SEARCH_ENTITIES.filter((entity) => results.counts[entity] > 0).map((entity) =>
          tab(entity, intl.formatMessage({ id: ENTITY_LABEL[entity] }), results.counts[entity]),
        )}
      </ul>
    </nav>
  );
}

function Results({ asked }: { asked: Asked }) {
  const registry = useRegistry();
  const first = useResultsPage(asked, 0);
  const [pages, setPages] = useState(1);
  const total = first.data?.data.no_of_results ?? 0;
  const hasMore = pages * SEARCH_PAGE_SIZE < total;
  const more = useCallback(() => setPages((n) => n + 1), []);
  const sentinel = useSentinel<HTMLDivElement>(more, hasMore);
  if (first.error)
    return (
      <p role="alert">
        <FormattedMessage id="search.failed" />
      </p>
    );
  const results = first.data?.data;
  if (!results) return <registry.Loading />;
  if (results.no_of_available_results === 0) return <NoResults asked={asked} />;
  return (
    <>
      <Tabs asked={asked} results={results} />
      <p role="status" className="search-count">
        <FormattedMessage id="search.count" values={{ count: total }} />
      </p>
      {results.related_exams.length > 0 && !asked.allExams && (
        <p className="search-related">
          <FormattedMessage
            id="search.otherExams"
            values={{
              count: results.related_exams.reduce((sum, exam) => sum + exam.count, 0),
            }}
          />{' '}
          <Link to={hrefOf({ ...asked, allExams: true })} replace>
            <FormattedMessage id="search.allExams" />
          </Link>
        </p>
      )}
      <ul className="search-results">
        {Array.from({ length: pages }, (_, page) => (
          <ResultsPage key={page} asked={asked} page={page} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="search-more">
          <button type="button" className="button ghost" onClick={more}>
            <FormattedMessage id="search.more" />
          </button>
        </div>
      )}
    </>
  );
}

/**
 * /search/{filter}?q= (spec §2): what the query finds, by kind in tabs with their counts, twenty
 * at a time with more as the list scrolls (or by the button), each result opening its item; the
 * no-results page when nothing matches. A blank query shows nothing but the invitation to search.
 */
export function SearchScreen() {
  useCatalogParts('userHome');
  const intl = useIntl();
  const { filter } = useParams();
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_QUERY_PARAM) ?? '').trim();
  const parsed = searchFilter.safeParse(filter);
  const asked: Asked = {
    query,
    filter: parsed.success ? parsed.data : ALL_RESULTS_FILTER,
    allExams: params.get(ALL_EXAMS_PARAM) === '1',
  };
  const blank = isBlankQuery(query);
  const title = blank
    ? intl.formatMessage({ id: 'search.title' })
    : intl.formatMessage({ id: 'search.resultsFor' }, { query });
  useDocumentTitle(title);
  return (
    <section className="search-screen" aria-labelledby="search-title">
      <h1 id="search-title">{title}</h1>
      {blank ? (
        <p className="search-prompt">
          <FormattedMessage id="search.prompt" />
        </p>
      ) : (
        <Results key={hrefOf(asked)} asked={asked} />
      )}
    </section>
  );
}
