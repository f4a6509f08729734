import { DAY_MS, HOUR_MS, MINUTE_MS } from '../timeline/timelinePeriods.ts';
import type { ShellPlanState } from './shellPlanState.ts';
/** The plan warning shows while more than one and at most this many days are left (spec §4). */
export const PLAN_WARNING_MAX_DAYS = 7;
/**
 * Counting days forgives the browser's clock this much: a seven-day trial read a moment after the
 * server started it must say 7 days, not 8, though the browser's corrected clock may trail the
 * server's by a few hundred milliseconds.
 */
export const CLOCK_GRACE_MS = MINUTE_MS;

/** The floater's words: a catalog key and its values, and which kind of state it shows. */
export interface PlanLabel {
  kind: 'trial' | 'paid' | 'expired';
  id: string;
  values?: Record<string, number>;
}

/** Whole days left, rounded up (25 hours left is 2 days), within the clock's grace. */
export function daysLeft(validityMs: number, nowMs: number): number {
  return Math.ceil(Math.max(0, validityMs - nowMs - CLOCK_GRACE_MS) / DAY_MS);
}

/** Whether more than one day is left, within the clock's grace: the floater then counts days. */
function moreThanADay(validityMs: number, nowMs: number): boolean {
  return validityMs - nowMs - CLOCK_GRACE_MS > DAY_MS;
}

/** Whole hours left, rounded up, so the last minutes still read "1 hour". */
export function hoursLeft(validityMs: number, nowMs: number): number {
  return Math.ceil(Math.max(0, validityMs - nowMs) / HOUR_MS);
}

/**
 * What the plan-status floater says (shell spec §4): days left while more than one day is left,
 * hours otherwise, "Plan expired" once it has ended, with the trial named as such. Nothing while
 * the plan is unknown or there is none.
 */
export function planFloaterLabel(state: ShellPlanState, nowMs: number): PlanLabel | undefined {
  if (state.kind === 'ended') return { kind: 'expired', id: 'plan.floater.expired' };
  if (state.kind !== 'active') return undefined;
  const trial = state.item.type === 'TRIAL';
  const kind = trial ? 'trial' : 'paid';
  if (moreThanADay(state.item.validity, nowMs)) {
    const id = trial ? 'plan.floater.trialDays' : 'plan.floater.days';
    return { kind, id, values: { days: daysLeft(state.item.validity, nowMs) } };
  }
  const id = trial ? 'plan.floater.trialHours' : 'plan.floater.hours';
  return { kind, id, values: { hours: hoursLeft(state.item.validity, nowMs) } };
}

/** Days left for the plan warning: more than one and at most seven (rounded up), else none. */
export function planWarningDays(state: ShellPlanState, nowMs: number): number | undefined {
  if (state.kind !== 'active') return undefined;
  if (!moreThanADay(state.item.validity, nowMs)) return undefined;
  const days = daysLeft(state.item.validity, nowMs);
  return days <= PLAN_WARNING_MAX_DAYS ? days : undefined;
}
