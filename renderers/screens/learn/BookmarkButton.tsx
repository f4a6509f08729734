import { FormattedMessage } from 'react-intl';
import {
  useContentBookmark,
  type BookmarkTarget,
} from '../../../runtime/bookmarks/useContentBookmark.ts';

/**
 * The bookmark toggle of a book's table of contents or a chapter's summary: pressed when
 * bookmarked, busy while the server is asked, changed only by its answer (as the player's).
 */
export function BookmarkButton({ target }: { target: BookmarkTarget }) {
  const bookmark = useContentBookmark(target);
  if (!bookmark) return null;
  return (
    <span className="learn-bookmark">
      <button
        type="button"
        className="button ghost"
        aria-pressed={bookmark.value}
        aria-busy={bookmark.busy || undefined}
        onClick={bookmark.toggle}
      >
        <span className="learn-bookmark-icon" aria-hidden="true">
          {bookmark.value ? '★' : '☆'}
        </span>
        <FormattedMessage id="learn.bookmark" />
      </button>
      {bookmark.failed && (
        <span role="alert" className="learn-bookmark-error">
          <FormattedMessage id="learn.bookmark.failed" />
        </span>
      )}
    </span>
  );
}
