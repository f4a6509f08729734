import { describe, expect, it } from 'vitest';
import { dayGroupOf, groupByDay } from '../../../../domain/notifications/notificationDays.ts';

const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';
/** 00:00 on 10 June 2026 in India is 18:30 UTC the day before. */
const MIDNIGHT_IST = Date.UTC(2026, 5, 9, 18, 30);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('grouping the inbox by day (spec §2: Today, Yesterday, Older)', () => {
  it('draws the line at midnight in the student’s zone, not in UTC', () => {
    const now = MIDNIGHT_IST + MINUTE; // 00:01 IST, still 9 June in UTC
    expect(dayGroupOf(MIDNIGHT_IST, now, KOLKATA)).toBe('today');
    expect(dayGroupOf(MIDNIGHT_IST - 1, now, KOLKATA)).toBe('yesterday');
    expect(dayGroupOf(MIDNIGHT_IST - 24 * HOUR, now, KOLKATA)).toBe('yesterday');
    expect(dayGroupOf(MIDNIGHT_IST - 24 * HOUR - 1, now, KOLKATA)).toBe('older');
    // The same moments seen in New York (UTC-4 in June) fall on other days.
    expect(dayGroupOf(MIDNIGHT_IST - 1, now, NEW_YORK)).toBe('today');
  });

  it('counts one minute before midnight as today, and a clock running ahead as today', () => {
    const now = MIDNIGHT_IST - MINUTE; // 23:59 IST on 9 June
    expect(dayGroupOf(MIDNIGHT_IST - 23 * HOUR, now, KOLKATA)).toBe('today');
    expect(dayGroupOf(now + 5 * MINUTE, now, KOLKATA)).toBe('today');
  });

  it('knows yesterday across a month end and a daylight-saving change', () => {
    const firstOfMarchIst = Date.UTC(2026, 1, 28, 18, 30) + HOUR; // 01:00 IST, 1 March
    expect(dayGroupOf(firstOfMarchIst - 2 * HOUR, firstOfMarchIst, KOLKATA)).toBe('yesterday');
    // New York springs forward on 8 March 2026: that day has 23 hours.
    const ninthOfMarchNoon = Date.UTC(2026, 2, 9, 16); // 12:00 EDT
    const eighthEarly = Date.UTC(2026, 2, 8, 5, 30); // 00:30 EST on 8 March
    expect(dayGroupOf(eighthEarly, ninthOfMarchNoon, NEW_YORK)).toBe('yesterday');
    expect(dayGroupOf(eighthEarly - HOUR, ninthOfMarchNoon, NEW_YORK)).toBe('older');
  });

  it('keeps the groups in order and the items in theirs, leaving empty groups out', () => {
    const now = MIDNIGHT_IST + 10 * HOUR;
    const items = [
      { id: 'a', createdAt: now - HOUR },
      { id: 'b', createdAt: now - 3 * 24 * HOUR },
      { id: 'c', createdAt: now - 2 * HOUR },
      { id: 'd', createdAt: now - 5 * 24 * HOUR },
    ];
    const groups = groupByDay(items, now, KOLKATA);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['today', ['a', 'c']],
      ['older', ['b', 'd']],
    ]);
    expect(groupByDay([], now, KOLKATA)).toEqual([]);
  });
});
