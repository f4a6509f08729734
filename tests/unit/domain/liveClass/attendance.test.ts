import { describe, expect, it } from 'vitest';
import {
  ATTENDED_MINUTES,
  attendanceAfter,
  LIVE_HEARTBEAT_SECONDS,
  liveClassAttendedStatus,
  type Attendance,
  type AttendanceEvent,
} from '../../../../domain/liveClass/attendance.ts';
import type { LiveClassTiming } from '../../../../domain/liveClass/liveClassCategories.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const START = Date.UTC(2026, 10, 26, 4, 30);
/** A 90-minute class. */
const CLASS: LiveClassTiming = {
  startsAt: START,
  durationMinutes: 90,
  endedAt: null,
  cancelledAt: null,
};

/** The attendance after events at the given offsets from the class's start (milliseconds). */
function replay(events: [AttendanceEvent, number][]): Attendance | undefined {
  let state: Attendance | undefined;
  for (const [event, offset] of events) state = attendanceAfter(state, event, START + offset);
  return state;
}

describe('time in the room', () => {
  it('adds the time between a join, its heartbeats and the leave, in whole seconds', () => {
    const beat = LIVE_HEARTBEAT_SECONDS * SECOND;
    const state = replay([
      ['join', 250],
      ['heartbeat', 250 + beat],
      ['heartbeat', 250 + 2 * beat],
      ['leave', 250 + 2 * beat + 12_400],
    ]);
    expect(state).toEqual({
      firstJoinedAt: START + 250,
      lastSeenAt: START + 250 + 2 * beat + 12_400,
      open: false,
      secondsSpent: 2 * LIVE_HEARTBEAT_SECONDS + 12,
    });
  });

  it('loses nothing to rounding over many beats a fraction of a second off', () => {
    const events: [AttendanceEvent, number][] = [['join', 0]];
    for (let i = 1; i <= 100; i++) events.push(['heartbeat', i * 29_700]);
    expect(replay(events)?.secondsSpent).toBe(Math.floor((100 * 29_700) / SECOND));
  });

  it('adds at most two heartbeats’ time for one event: a sleeping tab earns no hour', () => {
    const state = replay([
      ['join', 0],
      ['heartbeat', 60 * MINUTE],
    ]);
    expect(state?.secondsSpent).toBe(2 * LIVE_HEARTBEAT_SECONDS);
  });

  it('adds nothing while out of the room, and a heartbeat after leaving puts the student back', () => {
    const state = replay([
      ['join', 0],
      ['leave', 10 * SECOND],
      ['heartbeat', 40 * SECOND],
      ['heartbeat', 60 * SECOND],
      ['leave', 70 * SECOND],
      ['leave', 100 * SECOND],
    ]);
    expect(state).toMatchObject({ open: false, secondsSpent: 10 + 20 + 10 });
  });

  it('treats a join while in the room as a heartbeat', () => {
    expect(
      replay([
        ['join', 0],
        ['join', 30 * SECOND],
      ]),
    ).toMatchObject({ open: true, secondsSpent: 30, firstJoinedAt: START });
  });
});

describe('the attended status', () => {
  const after = CLASS.startsAt + 91 * MINUTE;

  it('is ATTENDED at half the class or at the fixed minutes, whichever comes first', () => {
    expect(liveClassAttendedStatus(CLASS, ATTENDED_MINUTES * 60, after)).toBe('ATTENDED');
    expect(liveClassAttendedStatus(CLASS, ATTENDED_MINUTES * 60 - 1, after)).toBe('PARTIAL');
    const short = { ...CLASS, durationMinutes: 40 };
    expect(liveClassAttendedStatus(short, 20 * 60, after)).toBe('ATTENDED');
    expect(liveClassAttendedStatus(short, 20 * 60 - 1, after)).toBe('PARTIAL');
  });

  it('measures half of the class as it was held when ended early', () => {
    const endedEarly = { ...CLASS, endedAt: CLASS.startsAt + 20 * MINUTE };
    expect(liveClassAttendedStatus(endedEarly, 10 * 60, after)).toBe('ATTENDED');
    expect(liveClassAttendedStatus(endedEarly, 10 * 60 - 1, after)).toBe('PARTIAL');
  });

  it('is NOT_STARTED without time until the class ends, then ABSENT', () => {
    expect(liveClassAttendedStatus(CLASS, 0, CLASS.startsAt - MINUTE)).toBe('NOT_STARTED');
    expect(liveClassAttendedStatus(CLASS, 0, CLASS.startsAt + 89 * MINUTE)).toBe('NOT_STARTED');
    expect(liveClassAttendedStatus(CLASS, 0, CLASS.startsAt + 90 * MINUTE)).toBe('ABSENT');
  });

  it('never calls a student absent from a cancelled class', () => {
    const cancelled = { ...CLASS, cancelledAt: CLASS.startsAt - MINUTE };
    expect(liveClassAttendedStatus(cancelled, 0, after)).toBe('NOT_STARTED');
  });
});
