import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../rules/numberFormat.ts';
import { liveClassEnd, type LiveClassTiming } from './liveClassCategories.ts';

/** How often the room page says the student is still there (docs/decisions/classrooms.md). */
export const LIVE_HEARTBEAT_SECONDS = 30;
/** Time in the room that counts as attending, whatever the class's length. */
export const ATTENDED_MINUTES = 30;
/**
 * The most one event adds: a page that missed a beat or two still counts, a tab left asleep for
 * an hour does not.
 */
export const MAX_SECONDS_PER_EVENT = 2 * LIVE_HEARTBEAT_SECONDS;

export const ATTENDANCE_EVENTS = ['join', 'heartbeat', 'leave'] as const;
export type AttendanceEvent = (typeof ATTENDANCE_EVENTS)[number];

export const LIVE_CLASS_ATTENDED_STATUSES = [
  'NOT_STARTED',
  'ABSENT',
  'PARTIAL',
  'ATTENDED',
] as const;
export type LiveClassAttendedStatus = (typeof LIVE_CLASS_ATTENDED_STATUSES)[number];

/** A student's attendance of one class; times in epoch milliseconds, time spent whole seconds. */
export interface Attendance {
  firstJoinedAt: number;
  lastSeenAt: number;
  /** The student is in the room (joined, not yet left). */
  open: boolean;
  secondsSpent: number;
}

/**
 * The attendance after an event at `now`, which the caller has checked is inside the class's
 * window. While the student is in the room an event adds the time since the last one, at most
 * MAX_SECONDS_PER_EVENT. Seconds are counted on whole-second boundaries (the difference of the
 * floored seconds), so the sum of many beats loses nothing to rounding. A join while in the room
 * (a second tab, a reload) is a heartbeat; a heartbeat or leave while out adds nothing, and a
 * heartbeat then puts the student back in the room (a page shown again after a hide).
 */
export function attendanceAfter(
  before: Attendance | undefined,
  event: AttendanceEvent,
  now: number,
): Attendance {
  if (!before)
    return { firstJoinedAt: now, lastSeenAt: now, open: event !== 'leave', secondsSpent: 0 };
  const added = before.open
    ? Math.min(
        Math.max(
          Math.floor(now / MS_PER_SECOND) - Math.floor(before.lastSeenAt / MS_PER_SECOND),
          0,
        ),
        MAX_SECONDS_PER_EVENT,
      )
    : 0;
  return {
    firstJoinedAt: before.firstJoinedAt,
    lastSeenAt: Math.max(now, before.lastSeenAt),
    open: event !== 'leave',
    secondsSpent: before.secondsSpent + added,
  };
}

/**
 * The spec's liveClassAttendedStatus: ATTENDED for half the class (as it was held: ended early
 * means a shorter class) or ATTENDED_MINUTES; PARTIAL for any time less; ABSENT once a class that
 * was held ended without the student; NOT_STARTED before that, and for a cancelled class the
 * student never joined.
 */
export function liveClassAttendedStatus(
  timing: LiveClassTiming,
  secondsSpent: number,
  now: number,
): LiveClassAttendedStatus {
  const heldSeconds = Math.floor((liveClassEnd(timing) - timing.startsAt) / MS_PER_SECOND);
  if (
    secondsSpent > 0 &&
    (2 * secondsSpent >= heldSeconds || secondsSpent >= ATTENDED_MINUTES * SECONDS_PER_MINUTE)
  )
    return 'ATTENDED';
  if (secondsSpent > 0) return 'PARTIAL';
  if (timing.cancelledAt === null && liveClassEnd(timing) <= now) return 'ABSENT';
  return 'NOT_STARTED';
}
