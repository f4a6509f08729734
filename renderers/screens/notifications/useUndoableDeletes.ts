import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  deleteNotification,
  dueDeletes,
  nextDueAt,
  undoDelete,
  type PendingDeletes,
} from '../../../domain/notifications/undoableDeletes.ts';

/**
 * Sends a delete to the server; resolves once it is done, rejects when it failed. `leaving`: the
 * page is going away (pagehide), so the call must outlive it.
 */
export type SendDeletes = (ids: readonly string[], leaving: boolean) => Promise<void>;

const without = (set: ReadonlySet<string>, ids: readonly string[]) =>
  new Set([...set].filter((id) => !ids.includes(id)));

/**
 * The inbox's optimistic delete (spec §4): a deleted notification is hidden at once and can be
 * brought back, with no server call, until its undo window ends; then the delete is sent. Leaving
 * the screen sends every delete still waiting: nothing the student deleted is dropped. A delete
 * the server refused shows the notification again (it is still there).
 */
export function useUndoableDeletes(send: SendDeletes) {
  const [pending, setPending] = useState<PendingDeletes>([]);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  // The timer and the unmount read the latest of both, whatever render they were set up in.
  const pendingRef = useRef(pending);
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    pendingRef.current = pending;
    sendRef.current = send;
  });

  const dispatch = useCallback((ids: readonly string[], leaving = false) => {
    if (ids.length === 0) return;
    setSending((now) => new Set([...now, ...ids]));
    sendRef
      .current(ids, leaving)
      .then(
        () => setGone((now) => new Set([...now, ...ids])),
        (error: unknown) => console.warn('notifications not deleted; shown again', error),
      )
      .finally(() => setSending((now) => without(now, ids)));
  }, []);

  const dueAt = nextDueAt(pending);
  useEffect(() => {
    if (dueAt === undefined) return;
    const timer = setTimeout(
      () => {
        const { due, waiting } = dueDeletes(pendingRef.current, Date.now());
        pendingRef.current = waiting;
        setPending(waiting);
        dispatch(due);
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [dueAt, dispatch]);

  // Leaving the screen, or the page (a closed tab: the call is kept alive), ends every window at
  // once.
  useEffect(() => {
    const takeAll = () => {
      const ids = pendingRef.current.map((p) => p.id);
      pendingRef.current = [];
      return ids;
    };
    const onPageHide = () => {
      setPending([]);
      dispatch(takeAll(), true);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      const ids = takeAll();
      if (ids.length === 0) return;
      sendRef.current(ids, false).catch((error: unknown) => {
        console.warn('notifications not deleted on leaving the screen', error);
      });
    };
  }, [dispatch]);

  const remove = useCallback((id: string) => {
    setPending((now) => (pendingRef.current = deleteNotification(now, id, Date.now())));
  }, []);
  const undo = useCallback((id: string) => {
    setPending((now) => (pendingRef.current = undoDelete(now, id, Date.now())));
  }, []);

  return {
    remove,
    undo,
    /** Deleted and still in its window: shown as "deleted" with an undo. */
    isPending: (id: string) => pending.some((p) => p.id === id),
    /** Sent or confirmed: not shown at all. */
    isGone: (id: string) => sending.has(id) || gone.has(id),
  };
}
