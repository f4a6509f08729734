import { describe, expect, it } from 'vitest';
import { summarisePeriod } from '../../../../domain/timeline/summariseTimeline.ts';
import { timelineEntry, type StoredRecord } from '../../../../domain/timeline/timelineEntry.ts';
import {
  DAY_MS,
  HOUR_MS,
  periodOf,
  shiftPeriod,
} from '../../../../domain/timeline/timelinePeriods.ts';

const IST = 330;
/** An IST wall time as epoch ms. */
const ist = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - IST * 60_000;

let n = 0;
const entry = (at: number, record: Partial<StoredRecord> & { type: string }) =>
  timelineEntry(`r${String(++n)}`, at, { content_id: `c${String(n)}`, ...record });

describe('timeline periods', () => {
  it('gives a year 12 months, a month its days, a week 7 days from Monday, a day 24 hours', () => {
    const at = ist(2026, 2, 11, 9);
    const year = periodOf('year', at, IST);
    expect(year.buckets).toHaveLength(12);
    expect(year.timestamp).toBe(ist(2026, 1, 1));
    expect(year.buckets[1]).toEqual({ timestamp: ist(2026, 2, 1), endTimeStamp: ist(2026, 3, 1) });
    expect(periodOf('month', at, IST).buckets).toHaveLength(28);
    const week = periodOf('week', at, IST);
    expect(week.buckets).toHaveLength(7);
    expect(week.timestamp).toBe(ist(2026, 2, 9)); // Monday 9 February 2026
    const day = periodOf('day', at, IST);
    expect(day.buckets).toHaveLength(24);
    expect(day.timestamp).toBe(ist(2026, 2, 11));
    expect(day.endTimeStamp - day.timestamp).toBe(DAY_MS);
  });

  it('reads the day in the student’s zone, not UTC', () => {
    // 00:30 IST on 12 February is still 11 February in UTC.
    const at = ist(2026, 2, 12, 0, 30);
    expect(periodOf('day', at, IST).timestamp).toBe(ist(2026, 2, 12));
    expect(periodOf('day', at, 0).timestamp).toBe(Date.UTC(2026, 1, 11));
  });

  it('steps to the period before and after', () => {
    const at = ist(2026, 3, 4, 10);
    expect(periodOf('month', shiftPeriod('month', at, IST, -1), IST).timestamp).toBe(
      ist(2026, 2, 1),
    );
    expect(periodOf('week', shiftPeriod('week', at, IST, 1), IST).timestamp).toBe(ist(2026, 3, 9));
  });
});

describe('timeline summaries', () => {
  it('sums a week that crosses a month, empty days with zeros', () => {
    // Wednesday 1 April 2026: its week runs Monday 30 March to Sunday 5 April.
    const week = periodOf('week', ist(2026, 4, 1, 12), IST);
    expect(week.timestamp).toBe(ist(2026, 3, 30));
    const entries = [
      entry(ist(2026, 3, 31, 23, 50), {
        type: 'Video',
        subject: 'Physics',
        activity_duration: 600,
      }),
      entry(ist(2026, 4, 1, 0, 10), {
        type: 'Practice',
        subject: 'physics',
        activity_duration: 40,
        status: 'correct',
        current_practice_accuracy: 100,
        predicted_practice_accuracy: 62.4,
      }),
      entry(ist(2026, 4, 1, 0, 12), {
        type: 'Practice',
        subject: 'chemistry',
        activity_duration: 30,
        status: 'incorrect',
        current_practice_accuracy: 50,
        predicted_practice_accuracy: 58,
      }),
      entry(ist(2026, 4, 1, 0, 13), { type: 'Practice', status: 'skipped', activity_duration: 5 }),
      // Outside the week: the Sunday before.
      entry(ist(2026, 3, 29, 23, 0), { type: 'Video', subject: 'Physics', activity_duration: 99 }),
    ];
    const summary = summarisePeriod(week, entries);
    expect(summary.buckets.map((b) => b.seconds)).toEqual([0, 600, 75, 0, 0, 0, 0]);
    const [monday, tuesday, wednesday] = summary.buckets;
    expect(monday).toMatchObject({
      seconds_by_subject: [],
      questions_attempted: 0,
      accuracy: null,
      videos_watched: 0,
      tests_taken: 0,
      current_practice_accuracy: null,
    });
    expect(tuesday?.seconds_by_subject).toEqual([{ subject: 'physics', seconds: 600 }]);
    expect(wednesday).toMatchObject({
      questions_attempted: 2,
      questions_correct: 1,
      accuracy: 50,
      current_practice_accuracy: 50,
      predicted_practice_accuracy: 58,
      seconds_by_subject: [
        { subject: 'physics', seconds: 40 },
        { subject: 'chemistry', seconds: 30 },
        { subject: 'other', seconds: 5 },
      ],
    });
    expect(summary.total).toMatchObject({ seconds: 675, videos_watched: 1, accuracy: 50 });
  });

  it('puts a day’s records in their hours and a year’s in their months', () => {
    const at = ist(2026, 5, 10, 15, 30);
    const records = [
      entry(at, { type: 'Video', content_id: 'v1', activity_duration: 60 }),
      entry(at + 60_000, { type: 'Video', content_id: 'v1', activity_duration: 30 }),
    ];
    const day = summarisePeriod(periodOf('day', at, IST), records);
    expect(day.buckets[15]).toMatchObject({ seconds: 90, videos_watched: 1 });
    expect(day.buckets[15]?.timestamp).toBe(ist(2026, 5, 10, 15));
    const hour = day.buckets[15] ?? { timestamp: 0, endTimeStamp: 0 };
    expect(hour.endTimeStamp - hour.timestamp).toBe(HOUR_MS);
    const year = summarisePeriod(periodOf('year', at, IST), records);
    expect(year.buckets.map((b) => b.seconds)).toEqual([0, 0, 0, 0, 90, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts a test session once however often its submit was recorded', () => {
    const at = ist(2026, 6, 1, 10);
    const test = { type: 'Test', content_id: 't1', format_reference: 's1', activity_duration: 900 };
    const day = summarisePeriod(periodOf('day', at, IST), [
      entry(at, test),
      entry(at + 5_000, test),
    ]);
    expect(day.total).toMatchObject({ tests_taken: 1, seconds: 900 });
  });

  it('gives a month with no records all zeros', () => {
    const month = summarisePeriod(periodOf('month', ist(2026, 4, 15), IST), []);
    expect(month.buckets).toHaveLength(30);
    expect(month.buckets.every((b) => b.seconds === 0 && b.accuracy === null)).toBe(true);
  });
});
