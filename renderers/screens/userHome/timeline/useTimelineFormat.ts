import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DateType } from '../../../../domain/timeline/timelinePeriods.ts';
import { NO_SUBJECT } from '../../../../domain/timeline/timelineEntry.ts';
import { studentZone } from './studentZone.ts';

const BUCKET_LABEL: Record<DateType, Intl.DateTimeFormatOptions> = {
  year: { month: 'short' },
  month: { day: 'numeric', month: 'short' },
  week: { weekday: 'short', day: 'numeric', month: 'short' },
  day: { hour: 'numeric' },
};
const PERIOD_LABEL: Record<DateType, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * Numbers, percentages, durations and dates of the timeline in the interface language's Indian
 * form (the app's IntlProvider locale, e.g. hi-IN with Latin digits) and in the student's own
 * time zone, the zone the server bucketed the records in.
 */
export function useTimelineFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const { timeZone } = studentZone();
    const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
      intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });
    return {
      number: (value: number) => intl.formatNumber(value),
      percent: (whole: number) => intl.formatNumber(whole / 100, { style: 'percent' }),
      minutes: (seconds: number) => intl.formatNumber(seconds / 60, { maximumFractionDigits: 2 }),
      /** "1 hr 5 min", "4 min", "35 sec". */
      duration: (seconds: number) => {
        const hours = Math.floor(seconds / 3600);
        const minutes = Math.floor((seconds % 3600) / 60);
        if (hours > 0)
          return minutes > 0
            ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`
            : unit(hours, 'hour');
        if (minutes > 0) return unit(minutes, 'minute');
        return unit(seconds, 'second');
      },
      bucket: (dateType: DateType, at: number) =>
        intl.formatDate(at, { ...BUCKET_LABEL[dateType], timeZone }),
      period: (dateType: DateType, from: number, to: number) =>
        dateType === 'week'
          ? intl.formatDateTimeRange(from, to - 1, { ...PERIOD_LABEL.week, timeZone })
          : intl.formatDate(from, { ...PERIOD_LABEL[dateType], timeZone }),
      subject: (subject: string) =>
        subject === NO_SUBJECT
          ? intl.formatMessage({ id: 'timeline.subject.other' })
          : subject.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
    };
  }, [intl]);
}

export type TimelineFormat = ReturnType<typeof useTimelineFormat>;
