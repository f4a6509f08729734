import type { TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import {
  autoSubmitAlertAt,
  openSectionIndex,
  sectionEnds,
} from '../../../../domain/mockTests/testTiming.ts';
import { useServerNow } from '../../../../runtime/time/serverClock.ts';
import type { LoadedRun } from './loadRun.ts';

export interface RunClock {
  /** Server time, epoch ms, re-read every second. */
  now: number;
  deadline: number;
  /** Whether sections are timed one after another (the earlier ones locked). */
  locking: boolean;
  /** With locking: the section open now (-1 once every section's time is over). */
  openIndex: number | undefined;
  /** With locking: when the open section closes. */
  sectionEndsAt: number | undefined;
  /** The auto-submit alert is due (its moment passed, the deadline not yet). */
  alertDue: boolean;
  /** No more time: the deadline, or the last locked section's end. */
  over: boolean;
}

/** The highest section (by paper order) the student has entered; -1 before any. */
function enteredIndex(run: LoadedRun, state: TestState): number {
  return run.paper.sections.reduce(
    (highest, section, index) => (state.sectionsEntered.has(section.code) ? index : highest),
    -1,
  );
}

/**
 * The paper's clock on server time (the device's own clock may be anything). The deadline comes
 * from the session — a scheduled test's is already capped by its end. With section locking each
 * section closes at the start plus the times of the sections up to it, never after the deadline.
 */
export function useRunClock(run: LoadedRun, state: TestState): RunClock {
  const now = useServerNow(1000);
  const deadline = run.session.deadline_at;
  const { sections } = run.paper;
  const locking = run.meta.sectionLocking && sections.every((s) => s.section_time !== null);
  const ends = locking
    ? sectionEnds(
        run.session.started_at,
        sections.map((s) => s.section_time ?? 0),
      ).map((end) => Math.min(end, deadline))
    : undefined;
  const openIndex = ends ? openSectionIndex(now, ends, enteredIndex(run, state)) : undefined;
  const alertAt = autoSubmitAlertAt(deadline, run.meta.auto_submit_alert_at_in_sec);
  return {
    now,
    deadline,
    locking,
    openIndex,
    sectionEndsAt: openIndex === undefined ? undefined : ends?.[openIndex],
    alertDue: now >= alertAt && now < deadline,
    over: now >= deadline || openIndex === -1,
  };
}
