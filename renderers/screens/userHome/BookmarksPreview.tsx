import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookmarksCall } from '../../../domain/contracts/bookmarks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { BookmarkCard } from './BookmarkCard.tsx';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection, hubStatus } from './HubSection.tsx';
import { HUB_PREVIEW_ITEMS } from './hubPreview.ts';

/** The newest bookmarks of every kind, each removable here as on the bookmarks page. */
export function BookmarksPreview() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { data, error, mutate } = useCall(bookmarksCall, {
    query: { locale, size: HUB_PREVIEW_ITEMS },
  });
  const items = data?.data.items;
  return (
    <HubSection
      id="bookmarks"
      title={intl.formatMessage({ id: 'bookmarks.title' })}
      status={hubStatus(items, error)}
      count={data?.data.counts.total}
      to="/user-home/bookmarks"
      empty={<HubEmpty message={<FormattedMessage id="bookmarks.empty.all" />} />}
    >
      <ul className="hub-list bookmark-list">
        {items?.map((item) => (
          <BookmarkCard
            key={`${item.type}:${item.content_id}`}
            item={item}
            headingLevel={3}
            onRemoved={() => void mutate()}
          />
        ))}
      </ul>
    </HubSection>
  );
}
