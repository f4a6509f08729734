import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { listNotificationsCall } from '../../domain/contracts/notifications.ts';

/**
 * Asks again every inbox answer swr holds (the header's unread count among them), after the
 * student marked or deleted something. useCall keys answers by service, method and path first.
 */
export function useRefreshUnread(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    const { service, method, path } = listNotificationsCall;
    void mutate(
      (key) => Array.isArray(key) && key[0] === service && key[1] === method && key[2] === path,
    );
  }, [mutate]);
}
