import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BundleMeta } from '../../../domain/contracts/mockTests.ts';
import { analysisHref, runnerHref } from '../../../domain/mockTests/testLinks.ts';
import { openTest, testAction } from '../../../domain/mockTests/testSchedule.ts';
import { TestActionText } from '../../tiles/TestActionText.tsx';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';

export interface TestSummaryActionProps {
  meta: BundleMeta;
  /** Query parameters the runner needs as well (homework, school and class ids). */
  runnerParams: Readonly<Record<string, string>>;
  /** The clock reading of the last schedule check. */
  now: number;
}

/**
 * The summary's one action, by the student's session (spec §4, "Opening a test"): Start (the
 * runner shows the instructions) or Resume into the runner, the analysis once finished — or, for
 * a scheduled test whose results are not out, that it was submitted and when results come.
 * Before the start, after the lock or the end, the schedule's text stands in for the button.
 */
export function TestSummaryAction({ meta, runnerParams, now }: TestSummaryActionProps) {
  const format = useMomentFormat();
  const moments = meta.test_time_details ?? undefined;
  const session = meta.session ?? undefined;
  const open = openTest(session?.status, meta.isScheduled, meta.is_result_available);

  if (open === 'resume' || open === 'feedback') {
    const to =
      open === 'feedback' && session
        ? analysisHref(meta.code, session.id)
        : runnerHref(meta.code, runnerParams);
    return (
      <Link className="button primary large test-action" to={to}>
        <TestActionText action={{ kind: open === 'resume' ? 'resume' : 'feedback' }} />
      </Link>
    );
  }
  if (open === 'submitted') {
    return (
      <p className="test-action-note" role="status" data-action="submitted">
        {moments ? (
          <FormattedMessage
            id="test.summary.submittedResultsOn"
            values={{ dateTime: format.dateTime(moments.answerKeyAt) }}
          />
        ) : (
          <FormattedMessage id="test.summary.submitted" />
        )}
      </p>
    );
  }
  const action = testAction(now, meta.schedule_status, moments, format.timeZone);
  if (action.kind === 'start') {
    return (
      <Link className="button primary large test-action" to={runnerHref(meta.code, runnerParams)}>
        <TestActionText action={action} />
      </Link>
    );
  }
  return (
    <p className="test-action-note" role="status" data-action={action.kind}>
      <TestActionText action={action} />
    </p>
  );
}
