import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { bookmarkTypeOfRoute } from '../../../domain/bookmarks/bookmarkTypeOfRoute.ts';
import { BOOKMARK_TYPES, type BookmarkType } from '../../../domain/bookmarks/bookmarkTypes.ts';
import { bookmarksCall, BOOKMARKS_PAGE_SIZE } from '../../../domain/contracts/bookmarks.ts';
import { BOOKMARKS_PATH } from '../../../domain/tiles/tileTarget.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { BookmarkCard } from './BookmarkCard.tsx';
import { BOOKMARK_EMPTY_TEXT, BOOKMARK_FILTER_TEXT } from './bookmarkTexts.ts';
import './userHomeLists.css';

/** Query parameters of the bookmark list: the subject filter and the page (from 1). */
const SUBJECT_PARAM = 'subject';
const PAGE_PARAM = 'page';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * /user-home/bookmarks/:bookmarkType? and /bookmark: everything the student bookmarked, newest
 * first, by type (the route's type, lowercased) and subject, a page at a time. Each card opens
 * its item; Remove takes it off once the server agrees.
 */
export function BookmarksScreen() {
  useCatalogParts('userHome', 'learn');
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const type = bookmarkTypeOfRoute(useParams().bookmarkType);
  const [search, setSearch] = useSearchParams();
  const subject = search.get(SUBJECT_PARAM) ?? undefined;
  const page = pageOf(search.get(PAGE_PARAM));
  const title = intl.formatMessage({ id: 'bookmarks.title' });
  useDocumentTitle(title);

  const { data, error, mutate } = useCall(bookmarksCall, {
    query: {
      locale,
      offset: (page - 1) * BOOKMARKS_PAGE_SIZE,
      size: BOOKMARKS_PAGE_SIZE,
      ...(type && { type }),
      ...(subject !== undefined && { subject }),
    },
  });
  const list = data?.data;
  const pages = list ? Math.max(1, Math.ceil(list.matching / BOOKMARKS_PAGE_SIZE)) : 1;

  const withParams = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change))
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    return next;
  };
  const hrefOf = (to: BookmarkType | undefined) => {
    const query = withParams({ [PAGE_PARAM]: undefined }).toString();
    return `${BOOKMARKS_PATH}${to ? `/${to}` : ''}${query ? `?${query}` : ''}`;
  };
  const countOf = (of: BookmarkType | undefined) => (list ? list.counts[of ?? 'total'] : undefined);

  return (
    <section className="user-home-list bookmarks" aria-labelledby="bookmarks-title">
      <h1 id="bookmarks-title">{title}</h1>
      <nav aria-label={intl.formatMessage({ id: 'bookmarks.byType' })}>
        <ul className="bookmark-types">
          {[undefined, ...BOOKMARK_TYPES].map((of) => (
            <li key={of ?? 'all'}>
              <Link
                className="bookmark-type"
                to={hrefOf(of)}
                aria-current={of === type ? 'page' : undefined}
              >
                <FormattedMessage
                  id={BOOKMARK_FILTER_TEXT[of ?? 'all']}
                  values={{ count: countOf(of) ?? 0 }}
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list && list.subjects.length > 0 && (
        <label className="bookmark-subject">
          <FormattedMessage id="bookmarks.subject" />
          <select
            value={subject ?? ''}
            onChange={(event) =>
              setSearch(
                withParams({
                  [SUBJECT_PARAM]: event.target.value === '' ? undefined : event.target.value,
                  [PAGE_PARAM]: undefined,
                }),
              )
            }
          >
            <option value="">{intl.formatMessage({ id: 'bookmarks.subject.all' })}</option>
            {list.subjects.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {error ? (
        <p role="alert">
          <FormattedMessage id="bookmarks.failed" />
        </p>
      ) : !list ? (
        <registry.Loading />
      ) : list.items.length === 0 ? (
        <p className="user-home-empty" role="status">
          <FormattedMessage id={BOOKMARK_EMPTY_TEXT[type ?? 'all']} />
        </p>
      ) : (
        <>
          <ul className="bookmark-list">
            {list.items.map((item) => (
              <BookmarkCard
                key={`${item.type}:${item.content_id}`}
                item={item}
                onRemoved={() => void mutate()}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav
              className="bookmark-pages"
              aria-label={intl.formatMessage({ id: 'bookmarks.pages' })}
            >
              {page > 1 && (
                <Link to={`?${withParams({ [PAGE_PARAM]: String(page - 1) }).toString()}`}>
                  <FormattedMessage id="bookmarks.previous" />
                </Link>
              )}
              <span>
                <FormattedMessage id="bookmarks.pageOf" values={{ page, pages }} />
              </span>
              {page < pages && (
                <Link to={`?${withParams({ [PAGE_PARAM]: String(page + 1) }).toString()}`}>
                  <FormattedMessage id="bookmarks.next" />
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
