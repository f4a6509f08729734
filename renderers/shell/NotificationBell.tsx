import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { listNotificationsCall } from '../../domain/contracts/notifications.ts';
import { useCall } from '../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { forgetPushAtSignOut } from '../../runtime/notifications/forgetPushAtSignOut.ts';
import { beforeSignOut } from '../../runtime/session/useSessionActions.ts';

export const NOTIFICATIONS_PATH = '/notifications';
/** More unread than this shows as "99+": the badge keeps its size. */
export const BADGE_MAX = 99;
/** The count alone is wanted: `totalElements` of the unread (spec §7), with the least content. */
const UNREAD = {
  query: { status: 'unread', page: 0, pageSize: 1 },
  feature: 'notifications/unread',
} as const;

// The bell stands beside the sign-out button wherever push can be on (a child signed in, the
// switch on): loading it is what teaches sign-out to take the push token back.
beforeSignOut.run = forgetPushAtSignOut;

/**
 * The header's bell (spec §2, §7): a link to the inbox named with the unread count ("Notifications,
 * 3 unread"), asked again whenever the tab comes back into view and whenever the inbox changes
 * something (useRefreshUnread). Loaded after first paint; its slot keeps its size meanwhile.
 */
export function NotificationBell() {
  useCatalogParts('userHome');
  const intl = useIntl();
  const { data, mutate } = useCall(listNotificationsCall, UNREAD);
  const here = useLocation().pathname === NOTIFICATIONS_PATH;
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void mutate();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [mutate]);
  const count = data?.payload.totalElements ?? 0;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      className="notification-bell"
      aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count })}
      aria-current={here ? 'page' : undefined}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && (
        <span className="notification-badge" aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
