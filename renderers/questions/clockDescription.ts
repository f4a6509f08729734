import type { IntlShape } from 'react-intl';

/**
 * The clock in words, for a student who cannot see it: where each hand points, as a sighted
 * student sees it, never the time itself (which is what a reading question asks for).
 */
export function clockDescription(intl: IntlShape, time: { hours: number; minutes: number }) {
  const hour = time.hours % 12 || 12;
  const next = (hour % 12) + 1;
  const hourHand =
    time.minutes === 0
      ? intl.formatMessage({ id: 'timeReadSet.hourHandAt' }, { hour })
      : intl.formatMessage({ id: 'timeReadSet.hourHandBetween' }, { from: hour, to: next });
  const mark = Math.floor(time.minutes / 5) || 12;
  const past = time.minutes % 5;
  const minuteHand =
    past === 0
      ? intl.formatMessage({ id: 'timeReadSet.minuteHandAt' }, { mark })
      : intl.formatMessage({ id: 'timeReadSet.minuteHandPast' }, { mark, ticks: past });
  return intl.formatMessage({ id: 'timeReadSet.clock' }, { hourHand, minuteHand });
}
