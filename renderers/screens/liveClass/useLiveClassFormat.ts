import { SECONDS_PER_MINUTE } from '../../../domain/rules/numberFormat.ts';
import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import { intlLocaleOf } from '../../../domain/i18n/intlLocale.ts';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../../domain/timeline/timelinePeriods.ts';
import { studentZone } from '../userHome/timeline/studentZone.ts';
import { countdownParts, countdownUnits, type CountdownParts } from './countdownParts.ts';

const cache = createIntlCache();

const COUNTDOWN_TEXTS = {
  days: 'liveClass.countdown.days',
  hours: 'liveClass.countdown.hours',
  minutes: 'liveClass.countdown.minutes',
  seconds: 'liveClass.countdown.seconds',
} as const satisfies Record<keyof CountdownParts, string>;

/**
 * How the live-class screens write times: a class's start in the student's language (its Indian
 * form, as every date of the product) and in the student's own time zone, named, so a student
 * away from India reads when to be there by their own clock; lengths and time spent in words.
 */
export function useLiveClassFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const dates = createIntl({ locale: intlLocaleOf(intl.locale), messages: {} }, cache);
    const { timeZone, offsetMinutes } = studentZone();
    // By the offset: browsers name India's zone Asia/Kolkata or Asia/Calcutta.
    const inIndiaTime = offsetMinutes === DEFAULT_UTC_OFFSET_MINUTES;
    const count = (id: string, value: number) => intl.formatMessage({ id }, { count: value });
    return {
      /**
       * "Fri, 5 Jun, 4:00 pm"; away from India with the zone named ("… GMT+1"), since an Indian
       * student reads India time as the time, and "IST" would be an English word on every screen.
       */
      start: (at: number) =>
        dates.formatDate(at, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: 'numeric',
          minute: '2-digit',
          ...(inIndiaTime ? {} : { timeZoneName: 'short' as const }),
          timeZone,
        }),
      minutes: (minutes: number) => intl.formatMessage({ id: 'liveClass.minutes' }, { minutes }),
      timeSpent: (seconds: number) =>
        intl.formatMessage(
          { id: 'liveClass.timeSpent' },
          {
            minutes: Math.floor(seconds / SECONDS_PER_MINUTE),
            seconds: seconds % SECONDS_PER_MINUTE,
          },
        ),
      /** "Starts in 2 hours, 5 minutes and 3 seconds"; undefined once the start has come. */
      countdown: (startsAt: number, now: number) => {
        const parts = countdownParts(startsAt, now);
        const units = countdownUnits(parts);
        if (units.length === 0) return undefined;
        const time = dates.formatList(
          units.map((unit) => count(COUNTDOWN_TEXTS[unit], parts[unit])),
          { type: 'conjunction' },
        );
        return intl.formatMessage({ id: 'liveClass.countdown' }, { time });
      },
    };
  }, [intl]);
}
