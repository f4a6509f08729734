import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { todayCall, type TimelineBucket } from '../../../../domain/contracts/timeline.ts';
import { TIMELINE_ERROR_PLACE } from '../../../../domain/timeline/timelineErrorPlace.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { studentZone } from './studentZone.ts';
import { useTimelineFormat } from './useTimelineFormat.ts';
import './timeline.css';

export interface TodaySummaryProps {
  /** The heading level the section sits at (2 on the timeline; the hub may nest it deeper). */
  headingLevel?: 2 | 3;
}

/** Whether a day has anything to show. */
export function hasActivity(bucket: TimelineBucket): boolean {
  return (
    bucket.seconds > 0 ||
    bucket.questions_attempted > 0 ||
    bucket.videos_watched > 0 ||
    bucket.tests_taken > 0
  );
}

/**
 * The student's day so far (timeline `today`): time spent, videos, questions, accuracy and tests,
 * in their time zone. Reusable: the hub shows it too. A failure shows a line saying so (the call
 * has filed the error event, module Home, screen Timeline) and the rest of the screen goes on.
 */
export function TodaySummary({ headingLevel = 2 }: TodaySummaryProps) {
  useCatalogParts('userHome');
  const locale = useAtomValue(localeAtom);
  const format = useTimelineFormat();
  const [{ offsetMinutes }] = useState(() => studentZone());
  const { data, error, isLoading } = useCall(todayCall, {
    query: { utc_offset_minutes: offsetMinutes, lang: locale },
    feature: 'timeline_today',
    place: TIMELINE_ERROR_PLACE,
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = data?.data.summary;

  return (
    <section
      className="timeline-today"
      aria-labelledby="timeline-today-title"
      aria-busy={isLoading}
    >
      <Heading id="timeline-today-title">
        <FormattedMessage id="timeline.today.title" />
      </Heading>
      {isLoading && (
        <p role="status">
          <FormattedMessage id="timeline.today.loading" />
        </p>
      )}
      {error && !summary && (
        <p role="status" className="timeline-note">
          <FormattedMessage id="timeline.today.failed" />
        </p>
      )}
      {summary && !hasActivity(summary) && (
        <p className="timeline-note">
          <FormattedMessage id="timeline.today.empty" />
        </p>
      )}
      {summary && hasActivity(summary) && (
        <dl className="timeline-stats" data-testid="timeline-today">
          <div>
            <dt>
              <FormattedMessage id="timeline.stat.time" />
            </dt>
            <dd>{format.duration(summary.seconds)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="timeline.stat.videos" />
            </dt>
            <dd>{format.number(summary.videos_watched)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="timeline.stat.questions" />
            </dt>
            <dd>{format.number(summary.questions_attempted)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="timeline.stat.accuracy" />
            </dt>
            <dd>
              {summary.accuracy === null ? (
                <FormattedMessage id="timeline.noValue" />
              ) : (
                format.percent(summary.accuracy)
              )}
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="timeline.stat.tests" />
            </dt>
            <dd>{format.number(summary.tests_taken)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
