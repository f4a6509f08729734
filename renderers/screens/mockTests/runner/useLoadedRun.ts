import { useEffect, useState } from 'react';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';
import { loadRun, type LoadedRun } from './loadRun.ts';

export type LoadState =
  { kind: 'loading' } | { kind: 'ready'; run: LoadedRun } | { kind: 'failed'; error: unknown };

/**
 * Loads the paper of a started session (see loadRun) and owns its queue: the queue closes when
 * the paper goes (leaving the page); whatever it still holds stays on the device for the next
 * visit. One attempt per mount: a retry mounts the caller again under a new key.
 */
export function useLoadedRun(meta: BundleMeta, session: TestSession): LoadState {
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    const signal = { cancelled: false };
    let opened: LoadedRun | undefined;
    loadRun(meta, session, () => signal.cancelled).then(
      (run) => {
        if (!run) return;
        if (signal.cancelled) {
          run.queue.close();
          return;
        }
        opened = run;
        setLoad({ kind: 'ready', run });
      },
      (error: unknown) => {
        if (!signal.cancelled) setLoad({ kind: 'failed', error });
      },
    );
    return () => {
      signal.cancelled = true;
      opened?.queue.close();
    };
  }, [meta, session]);
  return load;
}
