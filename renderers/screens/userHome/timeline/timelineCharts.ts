import type { IntlShape } from 'react-intl';
import type { TimelinePeriodSummary } from '../../../../domain/contracts/timeline.ts';
import { subjectColour } from '../../../../domain/tiles/subjectColour.ts';
import type { ChartTable } from './ChartFigure.tsx';
import type { ChartSpec } from './drawChart.ts';
import type { TimelineFormat } from './useTimelineFormat.ts';

/** Colours of the two accuracy lines: the measure solid, the prediction dashed beside it. */
const ACCURACY_COLOUR = '#1d5fc4';
const CURRENT_COLOUR = '#15803d';
const PREDICTED_COLOUR = '#b45309';

export interface TimelineChart {
  id: string;
  captionId: string;
  spec: ChartSpec;
  table: ChartTable;
}

/**
 * The three charts of a period, each with the table of its numbers: minutes per bucket by subject
 * (stacked bars in the subjects' own colours), accuracy per bucket (a line), and current against
 * predicted practice accuracy (two lines). A bucket without answers is a gap, not a zero.
 */
export function timelineCharts(
  summary: TimelinePeriodSummary,
  format: TimelineFormat,
  intl: IntlShape,
): TimelineChart[] {
  const labels = summary.buckets.map((b) => format.bucket(summary.dateType, b.timestamp));
  const when = intl.formatMessage({ id: 'timeline.chart.when' });
  const none = intl.formatMessage({ id: 'timeline.noValue' });
  const percentOrNone = (value: number | null) => (value === null ? none : format.percent(value));
  const subjects = summary.total.seconds_by_subject.map((s) => s.subject);
  const secondsOf = (bucket: (typeof summary.buckets)[number], subject: string) =>
    bucket.seconds_by_subject.find((s) => s.subject === subject)?.seconds ?? 0;
  const percentAxis = (value: number) => format.percent(value);

  const time: TimelineChart = {
    id: 'timeline-chart-time',
    captionId: 'timeline.chart.time',
    spec: {
      kind: 'stackedBars',
      labels,
      series: subjects.map((subject) => ({
        label: format.subject(subject),
        colour: subjectColour({ code: subject }),
        values: summary.buckets.map((b) => Math.round((secondsOf(b, subject) / 60) * 100) / 100),
      })),
      formatValue: (minutes) => format.minutes(minutes * 60),
    },
    table: {
      headings: [
        when,
        ...subjects.map(format.subject),
        intl.formatMessage({ id: 'timeline.chart.total' }),
      ],
      rows: summary.buckets.map((b, i) => ({
        label: labels[i] ?? '',
        cells: [
          ...subjects.map((subject) => format.duration(secondsOf(b, subject))),
          format.duration(b.seconds),
        ],
      })),
    },
  };

  const accuracy: TimelineChart = {
    id: 'timeline-chart-accuracy',
    captionId: 'timeline.chart.accuracy',
    spec: {
      kind: 'lines',
      labels,
      max: 100,
      series: [
        {
          label: intl.formatMessage({ id: 'timeline.stat.accuracy' }),
          colour: ACCURACY_COLOUR,
          values: summary.buckets.map((b) => b.accuracy),
        },
      ],
      formatValue: percentAxis,
    },
    table: {
      headings: [
        when,
        intl.formatMessage({ id: 'timeline.stat.questions' }),
        intl.formatMessage({ id: 'timeline.stat.accuracy' }),
      ],
      rows: summary.buckets.map((b, i) => ({
        label: labels[i] ?? '',
        cells: [format.number(b.questions_attempted), percentOrNone(b.accuracy)],
      })),
    },
  };

  const currentLabel = intl.formatMessage({ id: 'timeline.chart.current' });
  const predictedLabel = intl.formatMessage({ id: 'timeline.chart.predicted' });
  const practice: TimelineChart = {
    id: 'timeline-chart-practice',
    captionId: 'timeline.chart.practice',
    spec: {
      kind: 'lines',
      labels,
      max: 100,
      series: [
        {
          label: currentLabel,
          colour: CURRENT_COLOUR,
          values: summary.buckets.map((b) => b.current_practice_accuracy),
        },
        {
          label: predictedLabel,
          colour: PREDICTED_COLOUR,
          dashed: true,
          values: summary.buckets.map((b) => b.predicted_practice_accuracy),
        },
      ],
      formatValue: percentAxis,
    },
    table: {
      headings: [when, currentLabel, predictedLabel],
      rows: summary.buckets.map((b, i) => ({
        label: labels[i] ?? '',
        cells: [
          percentOrNone(b.current_practice_accuracy),
          percentOrNone(b.predicted_practice_accuracy),
        ],
      })),
    },
  };
  return [time, accuracy, practice];
}
