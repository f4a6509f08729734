import { useCallback, useEffect, useRef, useState } from 'react';
import {
  listNotificationsCall,
  markNotificationsCall,
  NOTIFICATION_IDS_MAX,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE_MAX,
  type NotificationPage,
  type NotificationStatus,
} from '../../../domain/contracts/notifications.ts';
import type { Locale } from '../../../domain/rules/locales.ts';
import { nextPageOf, notificationsOf } from '../../../domain/notifications/notificationPages.ts';
import { callApi } from '../../../runtime/api/callApi.ts';

/** The feature the inbox's failed calls are filed under (spec §8: an error event, no message). */
export const INBOX_FEATURE = 'notifications';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Marks notifications on the server, a call per NOTIFICATION_IDS_MAX ids. */
export async function markOnServer(ids: readonly string[], status: NotificationStatus) {
  for (const part of chunks(ids, NOTIFICATION_IDS_MAX))
    await callApi(markNotificationsCall, {
      body: { status, in_app_record_ids: part },
      feature: INBOX_FEATURE,
    });
}

/** Every unread notification's id, asked a big page at a time until the server says `last`. */
async function unreadIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const { body } = await callApi(listNotificationsCall, {
      query: { status: 'unread', page, pageSize: NOTIFICATION_PAGE_SIZE_MAX },
      feature: INBOX_FEATURE,
    });
    ids.push(...body.payload.content.filter((n) => n.status === 'unread').map((n) => n.id));
    if (body.payload.last || body.payload.content.length === 0) return ids;
  }
}

/**
 * The inbox a page of 8 at a time (spec §9), from page 0 until the server says `last`, with what
 * the student marked since. A failed call is filed by callApi and changes nothing shown: the list
 * keeps what it had (spec §8), and asking for more tries again.
 */
export function useNotificationPages(locale: Locale, onChanged: () => void) {
  const [pages, setPages] = useState<readonly NotificationPage[]>([]);
  const [marked, setMarked] = useState<ReadonlyMap<string, NotificationStatus>>(new Map());
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  const next = nextPageOf(pages);

  const loadMore = useCallback(async () => {
    if (loadingRef.current || next === undefined) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      const { body } = await callApi(listNotificationsCall, {
        query: { page: next, pageSize: NOTIFICATION_PAGE_SIZE, locale },
        feature: INBOX_FEATURE,
      });
      setPages((now) => (nextPageOf(now) === next ? [...now, body.payload] : now));
    } catch (error) {
      console.warn('a page of notifications did not load', error);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [next, locale]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMore();
  }, [loadMore]);

  const note = (ids: readonly string[], status: NotificationStatus) =>
    setMarked((now) => new Map([...now, ...ids.map((id) => [id, status] as const)]));

  const mark = useCallback(
    async (ids: readonly string[], status: NotificationStatus) => {
      try {
        await markOnServer(ids, status);
        note(ids, status);
        onChanged();
      } catch (error) {
        console.warn('notifications not marked', error);
      }
    },
    [onChanged],
  );

  const markAllRead = useCallback(async () => {
    try {
      const ids = await unreadIds();
      await markOnServer(ids, 'read');
      note(ids, 'read');
      onChanged();
    } catch (error) {
      console.warn('notifications not all marked read', error);
    }
  }, [onChanged]);

  const items = notificationsOf(pages).map((item) => ({
    ...item,
    status: marked.get(item.id) ?? item.status,
  }));
  return {
    items,
    loaded: pages.length > 0,
    loading,
    hasMore: next !== undefined,
    loadMore,
    mark,
    markAllRead,
  };
}
