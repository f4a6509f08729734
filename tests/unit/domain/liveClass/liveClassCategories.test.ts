import { describe, expect, it } from 'vitest';
import {
  categoryStartBounds,
  indiaWeek,
  LIVE_CLASS_CATEGORIES,
  LIVE_CLASS_CATEGORY_CODES,
  liveClassCategories,
  liveClassEnd,
  liveClassOngoing,
  type LiveClassTiming,
} from '../../../../domain/liveClass/liveClassCategories.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A wall time in India (UTC+5:30) as epoch milliseconds. */
const ist = (iso: string) => Date.parse(`${iso}+05:30`);

/** A 60-minute class at 10:00 India time on Thursday 26 November 2026. */
const CLASS: LiveClassTiming = {
  startsAt: ist('2026-11-26T10:00:00'),
  durationMinutes: 60,
  endedAt: null,
  cancelledAt: null,
};

describe('the spec’s category names', () => {
  it('map to the codes the calls carry', () => {
    expect(LIVE_CLASS_CATEGORY_CODES).toEqual({
      upcoming: 'FUTURE',
      today: 'TODAY',
      past: 'PAST',
      registered: 'REGD',
      nextWeek: 'NEXTWEEK',
      ongoing: 'PRESENT',
      otherwise: 'DEFAULT',
    });
  });
});

describe('the categories of a class', () => {
  it('is upcoming and today a millisecond before it starts', () => {
    expect(liveClassCategories(CLASS, CLASS.startsAt - 1, false)).toEqual([
      'FUTURE',
      'TODAY',
      'DEFAULT',
    ]);
  });

  it('is ongoing from the moment it starts, no longer upcoming', () => {
    expect(liveClassCategories(CLASS, CLASS.startsAt, false)).toEqual([
      'TODAY',
      'PRESENT',
      'DEFAULT',
    ]);
    expect(liveClassOngoing(CLASS, CLASS.startsAt)).toBe(true);
  });

  it('is past at its end and a minute after, never ongoing then', () => {
    const end = CLASS.startsAt + HOUR;
    expect(liveClassCategories(CLASS, end - 1, false)).toContain('PRESENT');
    expect(liveClassCategories(CLASS, end, false)).toEqual(['TODAY', 'PAST', 'DEFAULT']);
    expect(liveClassCategories(CLASS, end + MINUTE, false)).toEqual(['TODAY', 'PAST', 'DEFAULT']);
  });

  it('is registered while the student is registered and it has not ended', () => {
    expect(liveClassCategories(CLASS, CLASS.startsAt - HOUR, true)).toContain('REGD');
    expect(liveClassCategories(CLASS, CLASS.startsAt + MINUTE, true)).toContain('REGD');
    expect(liveClassCategories(CLASS, CLASS.startsAt + HOUR, true)).not.toContain('REGD');
    expect(liveClassCategories(CLASS, CLASS.startsAt - HOUR, false)).not.toContain('REGD');
  });

  it('ends when the institute ends it early', () => {
    const ended = { ...CLASS, endedAt: CLASS.startsAt + 20 * MINUTE };
    expect(liveClassEnd(ended)).toBe(ended.endedAt);
    expect(liveClassCategories(ended, CLASS.startsAt + 19 * MINUTE, true)).toContain('PRESENT');
    expect(liveClassCategories(ended, CLASS.startsAt + 21 * MINUTE, true)).toEqual([
      'TODAY',
      'PAST',
      'DEFAULT',
    ]);
    expect(liveClassOngoing(ended, CLASS.startsAt + 21 * MINUTE)).toBe(false);
  });

  it('is never ongoing once cancelled: upcoming before its start, past from it', () => {
    const cancelled = { ...CLASS, cancelledAt: CLASS.startsAt - HOUR };
    expect(liveClassCategories(cancelled, CLASS.startsAt - MINUTE, true)).toEqual([
      'FUTURE',
      'TODAY',
      'REGD',
      'DEFAULT',
    ]);
    expect(liveClassCategories(cancelled, CLASS.startsAt + MINUTE, true)).toEqual([
      'TODAY',
      'PAST',
      'DEFAULT',
    ]);
    expect(liveClassOngoing(cancelled, CLASS.startsAt + MINUTE)).toBe(false);
  });

  it('is today by the India date, not the server’s', () => {
    // 00:10 on 27 November in India is still 26 November in UTC.
    const late = { ...CLASS, startsAt: ist('2026-11-27T00:10:00') };
    expect(liveClassCategories(late, ist('2026-11-26T23:00:00'), false)).not.toContain('TODAY');
    expect(liveClassCategories(late, ist('2026-11-27T00:00:00'), false)).toContain('TODAY');
  });
});

describe('next week', () => {
  // Thursday 26 November: next week is Monday 30 November to Sunday 6 December, across the month.
  const now = ist('2026-11-26T12:00:00');
  const startingAt = (iso: string) =>
    liveClassCategories({ ...CLASS, startsAt: ist(iso) }, now, false);

  it('runs from Monday’s India midnight to Sunday’s end, across the month’s end', () => {
    expect(startingAt('2026-11-30T00:00:00')).toContain('NEXTWEEK');
    expect(startingAt('2026-12-02T16:00:00')).toContain('NEXTWEEK');
    expect(startingAt('2026-12-06T23:59:00')).toContain('NEXTWEEK');
  });

  it('leaves out the rest of this week and the week after', () => {
    expect(startingAt('2026-11-29T23:59:00')).not.toContain('NEXTWEEK');
    expect(startingAt('2026-11-26T18:00:00')).not.toContain('NEXTWEEK');
    expect(startingAt('2026-12-07T00:00:00')).not.toContain('NEXTWEEK');
  });

  it('counts Monday by India’s clock: 00:10 there is Sunday evening in UTC', () => {
    const monday = ist('2026-11-30T00:10:00');
    expect(new Date(monday).getUTCDay()).toBe(0);
    expect(indiaWeek(monday)).toBe(indiaWeek(now) + 1);
    expect(indiaWeek(ist('2026-11-29T23:59:59'))).toBe(indiaWeek(now));
  });
});

describe('where a category’s classes start', () => {
  const now = ist('2026-11-26T12:00:00');
  /** Classes of every length starting every 20 minutes over three weeks around now. */
  const classes: LiveClassTiming[] = [];
  for (let at = now - 14 * 24 * HOUR; at < now + 14 * 24 * HOUR; at += 20 * MINUTE)
    for (const durationMinutes of [30, 480])
      classes.push({ startsAt: at, durationMinutes, endedAt: null, cancelledAt: null });

  it.each(LIVE_CLASS_CATEGORIES)('holds every %s class, registered or not', (category) => {
    const { from = -Infinity, before = Infinity } = categoryStartBounds(category, now);
    const inCategory = classes.filter((c) => liveClassCategories(c, now, true).includes(category));
    expect(inCategory.length).toBeGreaterThan(0);
    for (const c of inCategory) {
      expect(c.startsAt).toBeGreaterThanOrEqual(from);
      expect(c.startsAt).toBeLessThan(before);
    }
  });

  it('is next week’s Monday to Monday in India', () => {
    expect(categoryStartBounds('NEXTWEEK', now)).toEqual({
      from: ist('2026-11-30T00:00:00'),
      before: ist('2026-12-07T00:00:00'),
    });
    expect(categoryStartBounds('TODAY', now)).toEqual({
      from: ist('2026-11-26T00:00:00'),
      before: ist('2026-11-27T00:00:00'),
    });
  });
});
