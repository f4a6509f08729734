import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BookmarkItem } from '../../../domain/contracts/bookmarks.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useOpenVideo } from '../../../runtime/learn/playerAtom.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';
import { BOOKMARK_OPEN_TEXT, BOOKMARK_TYPE_TEXT } from './bookmarkTexts.ts';
import { removeBookmark } from './removeBookmark.ts';

/**
 * One bookmark: its picture, title, subject and chapter, when it was saved, a way to open it and
 * a Remove that waits for the server (busy meanwhile; on failure the card stays and says so).
 */
export function BookmarkCard({
  item,
  onRemoved,
  headingLevel = 2,
}: {
  item: BookmarkItem;
  onRemoved: () => void;
  /** 2 on the bookmarks page, 3 inside a section of the user home. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const openVideo = useOpenVideo();
  const { date } = useMomentFormat();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const titleId = `bookmark-${item.type}-${item.content_id}`;

  const remove = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    removeBookmark(item, locale)
      .then(
        (bookmarked) => {
          if (!bookmarked) onRemoved();
        },
        (error: unknown) => {
          console.warn('bookmark removal failed', error);
          setFailed(true);
        },
      )
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  const openLabel = intl.formatMessage({ id: BOOKMARK_OPEN_TEXT[item.type] });
  const { target } = item;
  return (
    <li className="bookmark-card" aria-labelledby={titleId} data-type={item.type}>
      {item.thumb !== undefined ? (
        <img className="bookmark-thumb" src={item.thumb} alt="" width={160} height={90} />
      ) : (
        <span className="bookmark-thumb bookmark-thumb-blank" aria-hidden="true" />
      )}
      <div className="bookmark-body">
        <p className="bookmark-kind">
          <FormattedMessage id={BOOKMARK_TYPE_TEXT[item.type]} />
          {item.subject && <> · {item.subject.name}</>}
        </p>
        <Heading className="bookmark-title" id={titleId}>
          {item.title}
        </Heading>
        {item.chapter !== undefined && <p className="bookmark-chapter">{item.chapter}</p>}
        <p className="bookmark-date">
          <FormattedMessage id="bookmarks.savedOn" values={{ date: date(item.bookmarked_at) }} />
        </p>
        <div className="bookmark-actions">
          {target.kind === 'video' ? (
            <button
              type="button"
              className="button primary"
              aria-describedby={titleId}
              onClick={() =>
                openVideo({ videoId: target.video_id, source: 'bookmarks', module: 'learn' })
              }
            >
              {openLabel}
            </button>
          ) : (
            <Link className="button primary" to={target.path} aria-describedby={titleId}>
              {openLabel}
            </Link>
          )}
          <button
            type="button"
            className="button ghost"
            aria-describedby={titleId}
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={remove}
          >
            <FormattedMessage id={busy ? 'bookmarks.removing' : 'bookmarks.remove'} />
          </button>
        </div>
        {failed && (
          <p role="alert" className="bookmark-error">
            <FormattedMessage id="bookmarks.removeFailed" />
          </p>
        )}
      </div>
    </li>
  );
}
