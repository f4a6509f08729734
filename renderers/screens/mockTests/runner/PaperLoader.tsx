import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';
import { forgetKept } from '../../../../runtime/offline/forgetKept.ts';
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
  // Submitted (or closed by the server): the offline keep is no longer needed.
  const submitted = useCallback(() => {
    forgetKept(session.id);
    onSubmitted();
  }, [session.id, onSubmitted]);
  if (load.kind === 'loading') return <LoadingPaper />;
  if (load.kind === 'failed')
    return <OpenFailure problem={openProblemOf(load.error)} onRetry={onRetry} />;
  return (
    <>
      {load.offline === 'notKept' && (
        // The test goes on online; a reload without the network would not find it.
        <p className="runner-banner" role="status" data-offline-keep="notKept">
          <FormattedMessage id="runner.offline.notKept" />
        </p>
      )}
      <RunningView run={load.run} onSubmitted={submitted} />
    </>
  );
}
