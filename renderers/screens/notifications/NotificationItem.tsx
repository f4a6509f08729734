import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Notification, NotificationStatus } from '../../../domain/contracts/notifications.ts';
import type { NotificationDayGroup } from '../../../domain/notifications/notificationDays.ts';
import { appLink } from '../../../domain/notifications/pushMessage.ts';

export interface NotificationItemProps {
  item: Notification;
  group: NotificationDayGroup;
  timeZone: string;
  onOpen: () => void;
  onMark: (status: NotificationStatus) => void;
  onDelete: () => void;
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const DAY_AND_TIME = { day: 'numeric', month: 'short', ...TIME } as const;

/**
 * One notification: its title, words and time, unread ones marked; opening it marks it read and
 * goes where it points. Its own buttons mark it read or unread and delete it.
 */
export function NotificationItem({
  item,
  group,
  timeZone,
  onOpen,
  onMark,
  onDelete,
}: NotificationItemProps) {
  const intl = useIntl();
  const unread = item.status === 'unread';
  const titleId = `notification-${item.id}`;
  const when = intl.formatDate(item.createdAt, {
    ...(group === 'older' ? DAY_AND_TIME : TIME),
    timeZone,
  });
  return (
    <li className={`notification ${item.status}`} aria-labelledby={titleId}>
      <Link className="notification-open" to={appLink(item.link)} onClick={onOpen}>
        <span className="notification-title">
          {unread && (
            <span className="notification-unread">
              <FormattedMessage id="notifications.unread" />
            </span>
          )}
          <span id={titleId}>{item.title}</span>
        </span>
        <span className="notification-body">{item.body}</span>
        <time className="notification-time" dateTime={new Date(item.createdAt).toISOString()}>
          {when}
        </time>
      </Link>
      <div className="notification-actions">
        <button
          type="button"
          className="button ghost"
          onClick={() => onMark(unread ? 'read' : 'unread')}
        >
          <FormattedMessage id={unread ? 'notifications.markRead' : 'notifications.markUnread'} />
        </button>
        <button type="button" className="button ghost" onClick={onDelete}>
          <FormattedMessage id="notifications.delete" />
        </button>
      </div>
    </li>
  );
}
