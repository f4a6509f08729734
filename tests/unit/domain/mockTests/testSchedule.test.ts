import { describe, expect, it } from 'vitest';
import {
  openTest,
  refreshWaitMs,
  releases,
  sameDay,
  SCHEDULE_STATUSES,
  scheduleStatus,
  SESSION_STATUSES,
  testAction,
  type ScheduleStatus,
  type SessionStatus,
  type TestAction,
  type TestMoments,
} from '../../../../domain/mockTests/testSchedule.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST = 'Asia/Kolkata';

/** 10 January 2025, 10:00 in India (04:30 UTC). */
const START = Date.UTC(2025, 0, 10, 4, 30);
const MOMENTS: TestMoments = {
  visibleAt: START - DAY,
  startsAt: START,
  locksAt: START + 30 * MINUTE,
  endsAt: START + 3 * HOUR,
  answerKeyAt: START + DAY,
  solutionAt: START + 2 * DAY,
};

/** Where "now" can fall against the schedule, boundaries included. */
const POSITIONS = {
  'before the start': MOMENTS.startsAt - 1,
  'at the start': MOMENTS.startsAt,
  'in the attempt window': MOMENTS.startsAt + 10 * MINUTE,
  'at the lock': MOMENTS.locksAt,
  'after the lock': MOMENTS.locksAt + MINUTE,
  'at the end': MOMENTS.endsAt,
  'after the end, before the answer key': MOMENTS.endsAt + HOUR,
  'at the answer key': MOMENTS.answerKeyAt,
  'after the answer key': MOMENTS.answerKeyAt + HOUR,
} as const;
type Position = keyof typeof POSITIONS;

const NOT_STARTED: Record<Position, ScheduleStatus> = {
  'before the start': 'NOT_BEGUN',
  'at the start': 'BEGUN.IN_ATTEMPT_WINDOW',
  'in the attempt window': 'BEGUN.IN_ATTEMPT_WINDOW',
  'at the lock': 'BEGUN.ATTEMPT_LOCKED',
  'after the lock': 'BEGUN.ATTEMPT_LOCKED',
  'at the end': 'ELAPSED.EXPIRED',
  'after the end, before the answer key': 'ELAPSED.EXPIRED',
  'at the answer key': 'ELAPSED.EXPIRED',
  'after the answer key': 'ELAPSED.EXPIRED',
};

/** Finished (or awaiting evaluation): feedback is awaited until the answer key is out. */
const FINISHED: Record<Position, ScheduleStatus> = {
  'before the start': 'AWAITING.FEEDBACK',
  'at the start': 'AWAITING.FEEDBACK',
  'in the attempt window': 'AWAITING.FEEDBACK',
  'at the lock': 'AWAITING.FEEDBACK',
  'after the lock': 'AWAITING.FEEDBACK',
  'at the end': 'AWAITING.FEEDBACK',
  'after the end, before the answer key': 'AWAITING.FEEDBACK',
  'at the answer key': 'ELAPSED.COMPLETED',
  'after the answer key': 'ELAPSED.COMPLETED',
};

const EXPECTED: Record<SessionStatus, Record<Position, ScheduleStatus>> = {
  not_started: NOT_STARTED,
  // Started: on going whatever the time — locked and expired are for students who never began.
  started: Object.fromEntries(Object.keys(POSITIONS).map((p) => [p, 'BEGUN.ON_GOING'])) as Record<
    Position,
    ScheduleStatus
  >,
  finished: FINISHED,
  pendingEvaluation: FINISHED,
};

const ROWS = SESSION_STATUSES.flatMap((session) =>
  (Object.keys(POSITIONS) as Position[]).map(
    (position) => [session, position, EXPECTED[session][position]] as const,
  ),
);

describe('scheduleStatus (spec §4 "Test lifecycle and schedule")', () => {
  it('knows the spec’s session and schedule statuses', () => {
    expect(SESSION_STATUSES).toEqual(['not_started', 'started', 'finished', 'pendingEvaluation']);
    expect(SCHEDULE_STATUSES).toEqual([
      'NOT_BEGUN',
      'BEGUN.IN_ATTEMPT_WINDOW',
      'BEGUN.ON_GOING',
      'BEGUN.ATTEMPT_LOCKED',
      'ELAPSED.EXPIRED',
      'AWAITING.FEEDBACK',
      'ELAPSED.COMPLETED',
    ]);
  });

  it.each(ROWS)('a %s session %s is %s', (session, position, expected) => {
    expect(scheduleStatus(POSITIONS[position], session, MOMENTS)).toBe(expected);
  });

  it.each([
    ['started', 'after the lock'],
    ['started', 'after the end, before the answer key'],
    ['finished', 'after the lock'],
    ['finished', 'after the end, before the answer key'],
    ['pendingEvaluation', 'after the end, before the answer key'],
  ] as const)('a %s session is never locked or expired, even %s', (session, position) => {
    const status = scheduleStatus(POSITIONS[position], session, MOMENTS);
    expect(status).not.toBe('BEGUN.ATTEMPT_LOCKED');
    expect(status).not.toBe('ELAPSED.EXPIRED');
  });

  it.each([
    ['not_started', 'BEGUN.IN_ATTEMPT_WINDOW'],
    ['started', 'BEGUN.ON_GOING'],
    ['finished', 'ELAPSED.COMPLETED'],
    ['pendingEvaluation', 'ELAPSED.COMPLETED'],
  ] as const)('an unscheduled test with a %s session is %s at any time', (session, expected) => {
    for (const now of [0, START, START + 10 * 365 * DAY])
      expect(scheduleStatus(now, session, undefined)).toBe(expected);
  });
});

describe('refreshWaitMs', () => {
  it.each([
    ['NOT_BEGUN', MOMENTS.startsAt - 5_000, 5_000],
    ['BEGUN.IN_ATTEMPT_WINDOW', MOMENTS.startsAt + 10 * MINUTE, 20 * MINUTE],
    ['BEGUN.ATTEMPT_LOCKED', MOMENTS.locksAt + MINUTE, 3 * HOUR - 31 * MINUTE],
    ['AWAITING.FEEDBACK', MOMENTS.endsAt, DAY - 3 * HOUR],
  ] as const)('waits for the next moment when %s', (status, now, wait) => {
    expect(refreshWaitMs(now, status, MOMENTS)).toBe(wait);
  });

  it.each(['BEGUN.ON_GOING', 'ELAPSED.EXPIRED', 'ELAPSED.COMPLETED'] as const)(
    'never refreshes by itself when %s',
    (status) => {
      expect(refreshWaitMs(START, status, MOMENTS)).toBeUndefined();
    },
  );

  it.each(SCHEDULE_STATUSES)('never refreshes an unscheduled test (%s)', (status) => {
    expect(refreshWaitMs(START, status, undefined)).toBeUndefined();
  });

  it('refreshes at once when the moment already passed (a stale status)', () => {
    expect(refreshWaitMs(MOMENTS.startsAt + 1, 'NOT_BEGUN', MOMENTS)).toBe(0);
    expect(refreshWaitMs(MOMENTS.endsAt + HOUR, 'BEGUN.ATTEMPT_LOCKED', MOMENTS)).toBe(0);
  });
});

describe('testAction (spec §4 "Tile and button text")', () => {
  it.each([
    ['BEGUN.IN_ATTEMPT_WINDOW', { kind: 'start' }],
    ['BEGUN.ON_GOING', { kind: 'resume' }],
    ['BEGUN.ATTEMPT_LOCKED', { kind: 'locked' }],
    ['ELAPSED.EXPIRED', { kind: 'expired' }],
    ['AWAITING.FEEDBACK', { kind: 'feedbackAt', at: MOMENTS.answerKeyAt }],
    ['ELAPSED.COMPLETED', { kind: 'feedback' }],
  ] satisfies [ScheduleStatus, TestAction][])('%s shows %j', (status, action) => {
    expect(testAction(START + HOUR, status, MOMENTS, IST)).toEqual(action);
  });

  it('shows the start time alone when the test starts later the same day', () => {
    expect(testAction(START - 2 * HOUR, 'NOT_BEGUN', MOMENTS, IST)).toEqual({
      kind: 'startsAt',
      at: START,
      sameDay: true,
    });
  });

  it('shows the date too when the test starts on another day', () => {
    expect(testAction(START - DAY, 'NOT_BEGUN', MOMENTS, IST)).toEqual({
      kind: 'startsAt',
      at: START,
      sameDay: false,
    });
  });

  it('counts days in India: 23:30 and 00:15 IST are different days though the same UTC day', () => {
    const now = Date.UTC(2025, 0, 10, 18, 0); // 23:30 IST, 10 Jan
    const startsAt = Date.UTC(2025, 0, 10, 18, 45); // 00:15 IST, 11 Jan
    const moments = { ...MOMENTS, startsAt };
    expect(testAction(now, 'NOT_BEGUN', moments, IST)).toEqual({
      kind: 'startsAt',
      at: startsAt,
      sameDay: false,
    });
    expect(sameDay(now, startsAt, 'UTC')).toBe(true);
  });

  it('counts days in India: 04:30 and 06:30 IST are the same day though different UTC days', () => {
    const now = Date.UTC(2025, 0, 10, 23, 0); // 04:30 IST, 11 Jan
    const startsAt = Date.UTC(2025, 0, 11, 1, 0); // 06:30 IST, 11 Jan
    expect(testAction(now, 'NOT_BEGUN', { ...MOMENTS, startsAt }, IST)).toMatchObject({
      sameDay: true,
    });
    expect(sameDay(now, startsAt, 'UTC')).toBe(false);
  });

  it.each([
    [Date.UTC(2025, 0, 10, 18, 29, 59, 999), true], // 23:59:59.999 IST
    [Date.UTC(2025, 0, 10, 18, 30), false], // 00:00 IST the next day
  ])('puts IST midnight between days (%i)', (moment, same) => {
    expect(sameDay(Date.UTC(2025, 0, 10, 4, 30), moment, IST)).toBe(same);
  });
});

describe('releases (answer key and solutions locked until their moments)', () => {
  it.each([
    ['before the answer key', MOMENTS.answerKeyAt - 1, false, false],
    ['at the answer key', MOMENTS.answerKeyAt, true, false],
    ['between the answer key and the solutions', MOMENTS.solutionAt - 1, true, false],
    ['at the solutions', MOMENTS.solutionAt, true, true],
    ['after both', MOMENTS.solutionAt + DAY, true, true],
  ])('%s: answer key %s, solutions %s', (_when, now, answerKey, solutions) => {
    expect(releases(now, MOMENTS)).toEqual({ answerKey, solutions });
  });

  it('releases both at once for an unscheduled test', () => {
    expect(releases(0, undefined)).toEqual({ answerKey: true, solutions: true });
  });
});

describe('openTest (spec §4 "Opening a test")', () => {
  it.each([
    // No session: instructions, whatever the schedule.
    [undefined, false, false, 'instructions'],
    [undefined, true, false, 'instructions'],
    [undefined, true, true, 'instructions'],
    ['not_started', false, false, 'instructions'],
    ['not_started', true, false, 'instructions'],
    // Started: resume.
    ['started', false, false, 'resume'],
    ['started', true, false, 'resume'],
    ['started', true, true, 'resume'],
    // Finished or pending evaluation: feedback…
    ['finished', false, true, 'feedback'],
    ['finished', false, false, 'feedback'],
    ['finished', true, true, 'feedback'],
    ['pendingEvaluation', false, true, 'feedback'],
    ['pendingEvaluation', false, false, 'feedback'],
    ['pendingEvaluation', true, true, 'feedback'],
    // …except a scheduled test whose result is not out yet: the submitted state.
    ['finished', true, false, 'submitted'],
    ['pendingEvaluation', true, false, 'submitted'],
  ] as const)(
    'session %s, scheduled %s, result available %s: %s',
    (session, scheduled, resultAvailable, expected) => {
      expect(openTest(session, scheduled, resultAvailable)).toBe(expected);
    },
  );
});
