import { dayKey } from '../rules/dates.ts';

/** Spec §2: the inbox is grouped by the day a notification came, in this order. */
export const NOTIFICATION_DAY_GROUPS = ['today', 'yesterday', 'older'] as const;
export type NotificationDayGroup = (typeof NOTIFICATION_DAY_GROUPS)[number];

/** The calendar day before a YYYY-MM-DD key: counted on the calendar, so no zone or DST matters. */
function dayBefore(key: string): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * Which group a moment falls in, seen at `now` in the student's time zone: today and yesterday are
 * calendar days there (a notification from 23:59 is yesterday's one minute past midnight).
 * Anything later than now (a device clock behind the server's) counts as today.
 */
export function dayGroupOf(at: number, now: number, timeZone: string): NotificationDayGroup {
  const today = dayKey(now, timeZone);
  const day = dayKey(at, timeZone);
  if (day >= today) return 'today';
  return day === dayBefore(today) ? 'yesterday' : 'older';
}

export interface DayGroup<T> {
  group: NotificationDayGroup;
  items: T[];
}

/** The items in their groups, in the groups' order and the items' own; empty groups left out. */
export function groupByDay<T extends { createdAt: number }>(
  items: readonly T[],
  now: number,
  timeZone: string,
): DayGroup<T>[] {
  const groups = NOTIFICATION_DAY_GROUPS.map((group) => ({ group, items: [] as T[] }));
  for (const item of items) {
    const group = dayGroupOf(item.createdAt, now, timeZone);
    groups[NOTIFICATION_DAY_GROUPS.indexOf(group)]?.items.push(item);
  }
  return groups.filter((g) => g.items.length > 0);
}
