/**
 * A test's schedule and lifecycle as learning-experience spec §4 ("Test lifecycle and schedule")
 * derives them. Moments are epoch milliseconds (server time).
 */
export const SESSION_STATUSES = [
  'not_started',
  'started',
  'finished',
  'pendingEvaluation',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SCHEDULE_STATUSES = [
  'NOT_BEGUN',
  'BEGUN.IN_ATTEMPT_WINDOW',
  'BEGUN.ON_GOING',
  'BEGUN.ATTEMPT_LOCKED',
  'ELAPSED.EXPIRED',
  'AWAITING.FEEDBACK',
  'ELAPSED.COMPLETED',
] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** A scheduled test's moments; an unscheduled test has none (always open, results at once). */
export interface TestMoments {
  visibleAt: number;
  startsAt: number;
  locksAt: number;
  endsAt: number;
  answerKeyAt: number;
  solutionAt: number;
}

export function scheduleStatus(
  now: number,
  session: SessionStatus,
  moments: TestMoments | undefined,
): ScheduleStatus {
  if (session === 'finished' || session === 'pendingEvaluation')
    return moments && now < moments.answerKeyAt ? 'AWAITING.FEEDBACK' : 'ELAPSED.COMPLETED';
  if (session === 'started') return 'BEGUN.ON_GOING';
  // Not started: locked and expired only ever apply to a student who has not attempted.
  if (!moments) return 'BEGUN.IN_ATTEMPT_WINDOW';
  if (now >= moments.endsAt) return 'ELAPSED.EXPIRED';
  if (now >= moments.locksAt) return 'BEGUN.ATTEMPT_LOCKED';
  if (now >= moments.startsAt) return 'BEGUN.IN_ATTEMPT_WINDOW';
  return 'NOT_BEGUN';
}

/** How long until the status can change by itself (undefined: it cannot). */
export function refreshWaitMs(
  now: number,
  status: ScheduleStatus,
  moments: TestMoments | undefined,
): number | undefined {
  if (!moments) return undefined;
  const until = (moment: number) => Math.max(0, moment - now);
  switch (status) {
    case 'NOT_BEGUN':
      return until(moments.startsAt);
    case 'BEGUN.IN_ATTEMPT_WINDOW':
      return until(moments.locksAt);
    case 'BEGUN.ATTEMPT_LOCKED':
      return until(moments.endsAt);
    case 'AWAITING.FEEDBACK':
      return until(moments.answerKeyAt);
    default:
      return undefined;
  }
}

/** What a test's tile and button say (spec §4, "Tile and button text"). */
export type TestAction =
  | { kind: 'startsAt'; at: number; sameDay: boolean }
  | { kind: 'start' }
  | { kind: 'resume' }
  | { kind: 'locked' }
  | { kind: 'expired' }
  | { kind: 'feedbackAt'; at: number }
  | { kind: 'feedback' };

export function testAction(
  now: number,
  status: ScheduleStatus,
  moments: TestMoments | undefined,
  timeZone: string,
): TestAction {
  switch (status) {
    case 'NOT_BEGUN': {
      const at = moments?.startsAt ?? now;
      return { kind: 'startsAt', at, sameDay: sameDay(now, at, timeZone) };
    }
    case 'BEGUN.IN_ATTEMPT_WINDOW':
      return { kind: 'start' };
    case 'BEGUN.ON_GOING':
      return { kind: 'resume' };
    case 'BEGUN.ATTEMPT_LOCKED':
      return { kind: 'locked' };
    case 'ELAPSED.EXPIRED':
      return { kind: 'expired' };
    case 'AWAITING.FEEDBACK':
      return { kind: 'feedbackAt', at: moments?.answerKeyAt ?? now };
    case 'ELAPSED.COMPLETED':
      return { kind: 'feedback' };
  }
}

/** Whether two moments fall on the same calendar day where the student is. */
export function sameDay(a: number, b: number, timeZone: string): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  return day.format(a) === day.format(b);
}

/** The answer key and the solutions stay locked until their release moments. */
export function releases(now: number, moments: TestMoments | undefined) {
  return {
    answerKey: !moments || now >= moments.answerKeyAt,
    solutions: !moments || now >= moments.solutionAt,
  };
}

/** What opening a test shows, by its session (spec §4, "Opening a test"). */
export type OpenTest = 'instructions' | 'resume' | 'feedback' | 'submitted';

export function openTest(
  session: SessionStatus | undefined,
  scheduled: boolean,
  resultAvailable: boolean,
): OpenTest {
  if (session === undefined || session === 'not_started') return 'instructions';
  if (session === 'started') return 'resume';
  // Finished: a scheduled test without its results yet shows the submitted state instead.
  return scheduled && !resultAvailable ? 'submitted' : 'feedback';
}
