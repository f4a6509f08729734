import { Navigate } from 'react-router-dom';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';
import { analysisHref } from '../../../../domain/mockTests/testLinks.ts';
import { openTest } from '../../../../domain/mockTests/testSchedule.ts';
import { FinishedSession } from './FinishedSession.tsx';
import type { RunnerParams } from './runnerParams.ts';
import { SubmittedView } from './SubmittedView.tsx';
import { useTestActivity } from './useTestActivity.ts';

export interface FinishedStageProps {
  meta: BundleMeta;
  session: TestSession;
  /** Submitted in this runner just now: nothing is left on the device to send first. */
  here: boolean;
  params: RunnerParams;
}

/**
 * A finished session: submitted here, it shows so; opened finished, what the device still holds
 * of it is sent first, then the analysis — or, for a scheduled test whose results are not out,
 * that it is submitted and when results come.
 */
export function FinishedStage({ meta, session, here, params }: FinishedStageProps) {
  useTestActivity(here, meta, session);
  const submitted = (
    <SubmittedView meta={meta} sessionId={session.id} nextTestHref={params.nextTestHref} />
  );
  if (here) return submitted;
  const open = openTest(session.status, meta.isScheduled, meta.is_result_available);
  return (
    <FinishedSession session={session}>
      {open === 'feedback' ? (
        <Navigate to={analysisHref(meta.code, session.id)} replace />
      ) : (
        submitted
      )}
    </FinishedSession>
  );
}
