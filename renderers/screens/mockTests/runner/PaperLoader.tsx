import { useState } from 'react';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';
import { LoadingPaper } from './LoadingPaper.tsx';
import { OpenFailure } from './OpenFailure.tsx';
import { openProblemOf } from './openProblem.ts';
import { RunningView } from './RunningView.tsx';
import { useLoadedRun } from './useLoadedRun.ts';

export interface PaperLoaderProps {
  meta: BundleMeta;
  session: TestSession;
  onSubmitted: () => void;
}

/** Loading the paper (the loading_paper state), then the paper; a failure offers Try again. */
export function PaperLoader(props: PaperLoaderProps) {
  const [attempt, setAttempt] = useState(0);
  return <PaperLoad key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PaperLoad({
  meta,
  session,
  onSubmitted,
  onRetry,
}: PaperLoaderProps & { onRetry: () => void }) {
  const load = useLoadedRun(meta, session);
  if (load.kind === 'loading') return <LoadingPaper />;
  if (load.kind === 'failed')
    return <OpenFailure problem={openProblemOf(load.error)} onRetry={onRetry} />;
  return <RunningView run={load.run} onSubmitted={onSubmitted} />;
}
