import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { bookTocCall, userActivityCall } from '../../../domain/contracts/content.ts';
import { BOOK_ID_PARAM, topicSummaryHref } from '../../../domain/tiles/learnLinks.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import type { ScreenProps } from '../../../runtime/registry/Registry.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { SubjectBadge } from '../../tiles/TileParts.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';
import { exceptionKindOf } from './learnException.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import './learn.css';

/**
 * The table of contents of a book, big book or live-class book (/booktoc, /bigbooktoc,
 * /live-class-booktoc, book_id in the query, contextSource in the route): cover, title, author,
 * description and chapters with their sections; a section opens its topic summary. Opening a book
 * is recorded once (POST /useractivity).
 */
export function BookTocScreen({ route }: ScreenProps) {
  useCatalogParts('learn');
  const registry = useRegistry();
  const { contextSource } = useParams();
  const [search] = useSearchParams();
  const bookId = search.get(BOOK_ID_PARAM) ?? undefined;
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(currentProfileAtom)?.id;
  const { data, error } = useCall(
    bookTocCall,
    bookId ? { params: { bookId }, query: { locale } } : null,
  );
  const book = data?.data;
  useDocumentTitle(book?.title);

  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!book || !profileId || recorded.current === book.id) return;
    recorded.current = book.id;
    const activity_meta = {
      activity_type: 'book_opened',
      book_kind: book.kind,
      screen: route.screen,
      ...(contextSource !== undefined && { context_source: contextSource }),
    };
    callApi(userActivityCall, {
      body: { userId: profileId, contentId: book.id, activity_meta },
    }).catch((e: unknown) => console.warn('could not record the opened book', e));
  }, [book, profileId, contextSource, route.screen]);

  if (!bookId) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error) return <registry.ExceptionPage kind={exceptionKindOf(error)} />;
  if (!book) return <registry.Loading />;

  return (
    <article className="learn-page learn-book" data-book-kind={book.kind}>
      <header className="learn-book-header">
        {book.cover !== '' && <img className="learn-book-cover" src={book.cover} alt="" />}
        <div>
          {book.subject && <SubjectBadge subject={book.subject} />}
          <h1>{book.title}</h1>
          <BookmarkButton
            target={{
              content_type: 'Book',
              content_id: book.id,
              source: route.screen ?? 'booktoc',
              ...(contextSource !== undefined && { parent_id: contextSource }),
            }}
          />
          <p className="learn-meta">
            <FormattedMessage id="book.by" values={{ author: book.author }} />
          </p>
          <p className="learn-summary">{book.description}</p>
        </div>
      </header>
      <section className="learn-section" aria-labelledby="book-contents">
        <h2 id="book-contents">
          <FormattedMessage id="book.contents" />
        </h2>
        {book.chapters.length === 0 ? (
          <p className="shelf-empty">
            <FormattedMessage id="book.empty" />
          </p>
        ) : (
          <ol className="learn-toc">
            {book.chapters.map((chapter) => (
              <li key={chapter.learnpath_name}>
                <h3>{chapter.title}</h3>
                <ul>
                  {chapter.sections.map((section) => (
                    <li key={section.learnpath_name}>
                      <Link to={topicSummaryHref(section.learnpath_name)}>{section.name}</Link>
                      <span className="learn-meta">
                        <FormattedMessage
                          id="learn.summary.lessonCount"
                          values={{ count: section.video_count }}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
