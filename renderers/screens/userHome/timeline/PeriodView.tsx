import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  hourSummaryDetailsCall,
  metadataSummaryCall,
  type TimelinePeriodSummary,
} from '../../../../domain/contracts/timeline.ts';
import { TIMELINE_ERROR_PLACE } from '../../../../domain/timeline/timelineErrorPlace.ts';
import {
  DATE_TYPES,
  shiftPeriod,
  type DateType,
} from '../../../../domain/timeline/timelinePeriods.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { studentZone } from './studentZone.ts';
import { hasActivity } from './TodaySummary.tsx';
import { timelineCharts } from './timelineCharts.ts';
import { useTimelineFormat } from './useTimelineFormat.ts';

/** The switcher's words, in the order a student zooms out. */
const PERIOD_LABELS: Record<DateType, string> = {
  day: 'timeline.period.day',
  week: 'timeline.period.week',
  month: 'timeline.period.month',
  year: 'timeline.period.year',
};

/** The view a student first sees: their week, day by day. */
export const FIRST_DATE_TYPE: DateType = 'week';

/**
 * A period of the student's study as charts: a switcher of day, week, month and year (buttons,
 * so Tab and Enter or Space work), the period before and after, then the charts and their tables.
 * While a period loads the last one stays; a failure says so and keeps what was shown (spec §8).
 */
export function PeriodView() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const format = useTimelineFormat();
  const [dateType, setDateType] = useState<DateType>(FIRST_DATE_TYPE);
  const [at, setAt] = useState(() => Date.now());
  // When the screen opened: no period after the one holding it has anything yet.
  const [openedAt] = useState(() => Date.now());
  const { offsetMinutes } = studentZone(at);
  const query = { timestamp: at, utc_offset_minutes: offsetMinutes, lang: locale };
  const common = { feature: 'timeline_summary', place: TIMELINE_ERROR_PLACE };
  const byHour = useCall(hourSummaryDetailsCall, dateType === 'day' ? { query, ...common } : null);
  const byPeriod = useCall(
    metadataSummaryCall,
    dateType === 'day' ? null : { query: { ...query, dateType }, ...common },
  );
  const answer = dateType === 'day' ? byHour : byPeriod;
  const [shown, setShown] = useState<TimelinePeriodSummary>();
  const fresh = answer.data?.data;
  if (fresh && fresh !== shown) setShown(fresh);
  const summary = fresh ?? shown;
  const charts = useMemo(
    () => (summary ? timelineCharts(summary, format, intl) : []),
    [summary, format, intl],
  );
  const nextStart = shiftPeriod(dateType, at, offsetMinutes, 1);
  const step = (direction: -1 | 1) => setAt(shiftPeriod(dateType, at, offsetMinutes, direction));

  return (
    <section className="timeline-period" aria-labelledby="timeline-period-title">
      <h2 id="timeline-period-title">
        <FormattedMessage id="timeline.period.title" />
      </h2>
      <div
        className="timeline-switcher"
        role="group"
        aria-label={intl.formatMessage({ id: 'timeline.period.choose' })}
      >
        {DATE_TYPES.slice()
          .reverse()
          .map((type) => (
            <button
              key={type}
              type="button"
              className="button ghost"
              aria-pressed={type === dateType}
              onClick={() => setDateType(type)}
            >
              <FormattedMessage id={PERIOD_LABELS[type]} />
            </button>
          ))}
      </div>
      <div className="timeline-stepper">
        <button type="button" className="button ghost" onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
          <FormattedMessage id="timeline.period.previous" />
        </button>
        <p className="timeline-stepper__label" aria-live="polite">
          {summary && format.period(summary.dateType, summary.timestamp, summary.endTimeStamp)}
        </p>
        <button
          type="button"
          className="button ghost"
          onClick={() => step(1)}
          disabled={nextStart > openedAt}
        >
          <FormattedMessage id="timeline.period.next" />
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {answer.isLoading && (
        <p role="status">
          <FormattedMessage id="timeline.period.loading" />
        </p>
      )}
      {answer.error && (
        <p role="status" className="timeline-note">
          <FormattedMessage id="timeline.period.failed" />
        </p>
      )}
      {summary && !hasActivity(summary.total) && !answer.isLoading && (
        <p className="timeline-note">
          <FormattedMessage id="timeline.period.empty" />
        </p>
      )}
      {summary && hasActivity(summary.total) && (
        <div className="timeline-charts">
          {charts.map((chart) => (
            <ChartFigure
              key={chart.id}
              id={chart.id}
              caption={<FormattedMessage id={chart.captionId} />}
              spec={chart.spec}
              table={chart.table}
            />
          ))}
        </div>
      )}
    </section>
  );
}
