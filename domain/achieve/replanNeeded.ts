import type { PlanStep } from './planJourney.ts';
import { planStepKey } from './planStepKey.ts';

/**
 * Whether the plan no longer matches what the student did by `today`:
 * - 'behind' when a step of a day before today is not done;
 * - 'ahead' when every step through today is done and so is every step of the next day that has
 *   any (a whole day gained; a part of one is not worth moving the plan for);
 * - undefined otherwise, and when nothing is planned after today (the plan is extended instead).
 * Given keys, a revisit counts as done once its concept's practice key is (see planStepKey); a
 * caller that tracks each planned step can pass a test of the step itself instead.
 */
export function replanNeeded(
  steps: readonly PlanStep[],
  doneKeys: ReadonlySet<string> | ((step: PlanStep) => boolean),
  today: number,
): 'behind' | 'ahead' | undefined {
  const isDone =
    typeof doneKeys === 'function' ? doneKeys : (step: PlanStep) => doneKeys.has(planStepKey(step));
  if (steps.some((step) => step.day < today && !isDone(step))) return 'behind';
  if (steps.some((step) => step.day === today && !isDone(step))) return undefined;
  const later = steps.filter((step) => step.day > today);
  if (later.length === 0) return undefined;
  const nextDay = Math.min(...later.map((step) => step.day));
  return later.filter((step) => step.day === nextDay).every(isDone) ? 'ahead' : undefined;
}
