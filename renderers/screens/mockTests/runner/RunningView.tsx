import { useCallback, useEffect, useState } from 'react';
import { FreezeView } from './FreezeView.tsx';
import type { LoadedRun } from './loadRun.ts';
import { PaperScreen } from './PaperScreen.tsx';
import { useQueueStatus } from './useQueueStatus.ts';
import { useRunClock } from './useRunClock.ts';
import { useTestRun } from './useTestRun.ts';

export interface RunningViewProps {
  run: LoadedRun;
  onSubmitted: () => void;
}

/**
 * An open paper, until it freezes: by the student's submit, by itself at the deadline (or when
 * the last locked section's time ends), or already — a freeze this device holds from an earlier
 * visit that never reached the server, which is sent again. The server saying the session is
 * closed ends it too.
 */
export function RunningView({ run, onSubmitted }: RunningViewProps) {
  const [freeze, setFreeze] = useState<'submit' | 'timeout' | undefined>(
    run.initial.frozen?.reason,
  );
  const timeUp = useCallback(() => setFreeze((reason) => reason ?? 'timeout'), []);
  const test = useTestRun(run, timeUp);
  const clock = useRunClock(run, test.state);
  const status = useQueueStatus(run.queue);
  const closedByServer = status.closed;
  useEffect(() => {
    if (closedByServer) onSubmitted();
  }, [closedByServer, onSubmitted]);
  if (clock.over && freeze === undefined) setFreeze('timeout');

  if (freeze) return <FreezeView run={run} reason={freeze} onSubmitted={onSubmitted} />;
  return <PaperScreen run={run} test={test} clock={clock} onSubmit={() => setFreeze('submit')} />;
}
