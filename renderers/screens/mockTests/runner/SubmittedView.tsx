import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { shortSummaryCall, type BundleMeta } from '../../../../domain/contracts/mockTests.ts';
import { analysisHref, TEST_HOME_PATH } from '../../../../domain/mockTests/testLinks.ts';
import { releases } from '../../../../domain/mockTests/testSchedule.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { forgetKept } from '../../../../runtime/offline/forgetKept.ts';
import { serverNow } from '../../../../runtime/time/serverClock.ts';
import { useMomentFormat } from '../../../tiles/useMomentFormat.ts';
import { SectionCountsTable } from './SectionCountsTable.tsx';

export interface SubmittedViewProps {
  meta: BundleMeta;
  sessionId: string;
  /** The next test of a series (testCodes), when there is one. */
  nextTestHref: string | undefined;
}

/**
 * The paper is submitted: the way to the analysis, or — for a scheduled test whose answer key is
 * not out — when results come. Below, the counts as the server holds them: the student's proof
 * that what they did arrived.
 */
export function SubmittedView({ meta, sessionId, nextTestHref }: SubmittedViewProps) {
  const format = useMomentFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Also cleared by PaperLoader at the submit; here for a session found finished on opening.
  useEffect(() => forgetKept(sessionId), [sessionId]);
  const moments = meta.test_time_details ?? undefined;
  const resultsLater = meta.isScheduled && !releases(serverNow(), moments).answerKey;
  const { data } = useCall(shortSummaryCall, { params: { sessionId } });
  const summary = data?.data;
  const name = (code: string) => meta.sections.find((s) => s.code === code)?.name ?? code;
  return (
    <section className="runner-submitted" aria-labelledby="runner-submitted-title">
      <h1 id="runner-submitted-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="runner.submitted.title" />
      </h1>
      {resultsLater ? (
        <p role="status">
          {moments ? (
            <FormattedMessage
              id="runner.submitted.resultsOn"
              values={{ dateTime: format.dateTime(moments.answerKeyAt) }}
            />
          ) : (
            <FormattedMessage id="runner.submitted.resultsLater" />
          )}
        </p>
      ) : (
        <p>
          <Link
            className="runner-button runner-button--primary"
            to={analysisHref(meta.code, sessionId)}
          >
            <FormattedMessage id="runner.submitted.analysis" />
          </Link>
        </p>
      )}
      <p className="runner-submitted__links">
        {nextTestHref && (
          <Link className="runner-button" to={nextTestHref}>
            <FormattedMessage id="runner.submitted.nextTest" />
          </Link>
        )}
        <Link className="runner-button" to={TEST_HOME_PATH}>
          <FormattedMessage id="runner.submitted.home" />
        </Link>
      </p>
      {summary && (
        <SectionCountsTable
          rows={summary.sections.map((s) => ({
            code: s.code,
            name: name(s.code),
            counts: s.summary,
          }))}
          total={summary.summary}
        />
      )}
    </section>
  );
}
