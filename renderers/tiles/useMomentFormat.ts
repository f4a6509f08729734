import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import { intlLocaleOf } from '../../domain/i18n/intlLocale.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/rules/dates.ts';

const cache = createIntlCache();

const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const DAY = { day: 'numeric', month: 'short' } as const;

/**
 * Test moments as students in India read them (learning-experience spec §9: en-IN dates): the
 * UI language in its Indian form ("5 Jun, 4:00 pm"), in India's time zone, so a test's start reads
 * the same for every student and in every test run.
 */
export function useMomentFormat() {
  const { locale } = useIntl();
  return useMemo(() => {
    const intl = createIntl({ locale: intlLocaleOf(locale), messages: {} }, cache);
    const timeZone = DEFAULT_TIME_ZONE;
    return {
      timeZone,
      time: (at: number) => intl.formatTime(at, { ...TIME, timeZone }),
      dateTime: (at: number) => intl.formatDate(at, { ...DAY, ...TIME, timeZone }),
      date: (at: number) => intl.formatDate(at, { ...DAY, year: 'numeric', timeZone }),
    };
  }, [locale]);
}
