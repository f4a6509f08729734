import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  deleteNotificationsCall,
  NOTIFICATION_IDS_MAX,
} from '../../../domain/contracts/notifications.ts';
import { groupByDay } from '../../../domain/notifications/notificationDays.ts';
import type { Locale } from '../../../domain/rules/locales.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useRefreshUnread } from '../../../runtime/notifications/useRefreshUnread.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { studentZone } from '../userHome/timeline/studentZone.ts';
import { DeletedNotice } from './DeletedNotice.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { INBOX_FEATURE, useNotificationPages } from './useNotificationPages.ts';
import { useMinuteClock } from './useMinuteClock.ts';
import { useSentinel } from '../../../runtime/platform/useSentinel.ts';
import { useUndoableDeletes } from './useUndoableDeletes.ts';

const GROUP_TITLE = {
  today: 'notifications.group.today',
  yesterday: 'notifications.group.yesterday',
  older: 'notifications.group.older',
} as const;

async function deleteOnServer(ids: readonly string[], leaving: boolean) {
  const calls = [];
  // All at once: a page that is closing sends what it starts now, not what waits on an answer.
  for (let i = 0; i < ids.length; i += NOTIFICATION_IDS_MAX)
    calls.push(
      callApi(deleteNotificationsCall, {
        body: { in_app_record_ids: ids.slice(i, i + NOTIFICATION_IDS_MAX) },
        feature: INBOX_FEATURE,
        keepalive: leaving,
      }),
    );
  await Promise.all(calls);
}

export interface NotificationInboxProps {
  locale: Locale;
  /** Takes the focus when a deleted notification's notice goes while holding it. */
  returnFocus: () => void;
}

/**
 * The inbox: grouped Today, Yesterday, Older in the student's time zone (spec §2), the next page
 * of 8 when the end of the list scrolls into view or "Load more" is pressed, each notification
 * opened, marked or deleted with an undo (spec §4).
 */
export function NotificationInbox({ locale, returnFocus }: NotificationInboxProps) {
  const { Loading } = useRegistry();
  const refreshUnread = useRefreshUnread();
  const inbox = useNotificationPages(locale, refreshUnread);
  const sendDeletes = useCallback(
    (ids: readonly string[], leaving: boolean) =>
      deleteOnServer(ids, leaving).finally(refreshUnread),
    [refreshUnread],
  );
  const deletes = useUndoableDeletes(sendDeletes);
  const { loadMore, hasMore, loading } = inbox;
  const askMore = useCallback(() => void loadMore(), [loadMore]);
  const sentinel = useSentinel<HTMLDivElement>(askMore, hasMore && !loading);
  const [timeZone] = useState(() => studentZone().timeZone);
  const now = useMinuteClock();
  const more = (
    <button type="button" className="button ghost" onClick={askMore}>
      <FormattedMessage id="notifications.loadMore" />
    </button>
  );

  // A first page that failed is not explained (spec §8); asking again is offered.
  if (!inbox.loaded) return inbox.loading ? <Loading /> : more;
  const shown = inbox.items.filter((item) => !deletes.isGone(item.id));
  const groups = groupByDay(shown, now, timeZone);
  const anyUnread = shown.some((item) => item.status === 'unread' && !deletes.isPending(item.id));
  return (
    <div className="notification-inbox">
      {anyUnread && (
        <button
          type="button"
          className="button ghost notifications-mark-all"
          onClick={() => void inbox.markAllRead()}
        >
          <FormattedMessage id="notifications.markAllRead" />
        </button>
      )}
      {groups.length === 0 && !hasMore && (
        <p className="notifications-empty" role="status">
          <FormattedMessage id="notifications.empty" />
        </p>
      )}
      {groups.map(({ group, items }) => (
        <section key={group} className="notification-group" aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>
            <FormattedMessage id={GROUP_TITLE[group]} />
          </h2>
          <ul className="notification-list">
            {items.map((item) =>
              deletes.isPending(item.id) ? (
                <DeletedNotice
                  key={item.id}
                  title={item.title}
                  onUndo={() => deletes.undo(item.id)}
                  returnFocus={returnFocus}
                />
              ) : (
                <NotificationItem
                  key={item.id}
                  item={item}
                  group={group}
                  timeZone={timeZone}
                  onOpen={() => {
                    if (item.status === 'unread') void inbox.mark([item.id], 'read');
                  }}
                  onMark={(status) => void inbox.mark([item.id], status)}
                  onDelete={() => deletes.remove(item.id)}
                />
              ),
            )}
          </ul>
        </section>
      ))}
      {hasMore && (
        <div className="notifications-more" ref={sentinel}>
          {loading ? <Loading /> : more}
        </div>
      )}
    </div>
  );
}
