import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { loadRun, reopenCalls, type LoadedRun } from './loadRun.ts';

/** Whether the run is kept on the device for a reload while offline (issue 13). */
export type OfflineKeep = 'keeping' | 'kept' | 'notKept';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; run: LoadedRun; offline: OfflineKeep }
  | { kind: 'failed'; error: unknown };

/**
 * Loads the paper of a started session (see loadRun) and owns its queue: the queue closes when
 * the paper goes (leaving the page); whatever it still holds stays on the device for the next
 * visit. One attempt per mount: a retry mounts the caller again under a new key. Once open, the
 * run is kept for offline use; the keep's code is a chunk of its own, off the player's budget.
 */
export function useLoadedRun(meta: BundleMeta, session: TestSession): LoadState {
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  // The locale the page opened with (as RunnerScreen asked the meta): a later change of the UI
  // language must not reload the paper.
  const [locale] = useState(useAtomValue(localeAtom));
  useEffect(() => {
    const signal = { cancelled: false };
    let opened: LoadedRun | undefined;
    const keep = (run: LoadedRun) =>
      import('../../../../runtime/offline/keepRunOffline.ts')
        .then(({ keepRunOffline }) =>
          keepRunOffline({
            code: meta.code,
            sessionId: session.id,
            paper: run.paper,
            reopen: () => reopenCalls(meta, session, locale),
          }),
        )
        .then(
          () => !signal.cancelled && setLoad({ kind: 'ready', run, offline: 'kept' }),
          (error: unknown) => {
            // The test goes on online; the student is told it is not kept (PaperLoader).
            console.warn('the test could not be kept for offline use', error);
            if (!signal.cancelled) setLoad({ kind: 'ready', run, offline: 'notKept' });
          },
        );
    loadRun(meta, session, () => signal.cancelled).then(
      (run) => {
        if (!run) return;
        if (signal.cancelled) {
          run.queue.close();
          return;
        }
        opened = run;
        setLoad({ kind: 'ready', run, offline: 'keeping' });
        void keep(run);
      },
      (error: unknown) => {
        if (!signal.cancelled) setLoad({ kind: 'failed', error });
      },
    );
    return () => {
      signal.cancelled = true;
      opened?.queue.close();
    };
  }, [meta, session, locale]);
  return load;
}
