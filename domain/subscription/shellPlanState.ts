import type { SubscriptionItem } from '../contracts/subscriptionPlans.ts';

/**
 * What the shell knows of the child's plan for its goal: still asking; no plan for the goal (a
 * trial may still be started, unless `trialUsed`); a plan in force; or a plan that has ended.
 */
export type ShellPlanState =
  | { kind: 'unknown' }
  | { kind: 'none'; trialUsed: boolean }
  | { kind: 'active'; item: SubscriptionItem }
  | { kind: 'ended'; item: SubscriptionItem };

/**
 * The plan of the profile's goal (vertical). A plan counts as ended when the server says EXPIRED or
 * INACTIVE, or when its validity has passed by this browser's server-corrected clock, so a plan
 * that ends while the page is open locks content without a reload.
 */
export function shellPlanState(
  items: readonly SubscriptionItem[] | undefined,
  vertical: string | null | undefined,
  nowMs: number,
  trialUsed: boolean,
): ShellPlanState {
  if (items === undefined || !vertical) return { kind: 'unknown' };
  const item = items.find((entry) => entry.vertical === vertical);
  if (!item) return { kind: 'none', trialUsed };
  if (item.status !== 'ACTIVE' || item.validity <= nowMs) return { kind: 'ended', item };
  return { kind: 'active', item };
}

/**
 * Whether paid content is behind the paywall (learning-experience spec §4): the plan has ended,
 * or there is none and the trial was already used. Unknown never locks.
 */
export function contentLocked(state: ShellPlanState): boolean {
  return state.kind === 'ended' || (state.kind === 'none' && state.trialUsed);
}

/** Whether the free trial should be asked for: no plan for the goal and no trial refused yet. */
export function trialWanted(state: ShellPlanState): boolean {
  return state.kind === 'none' && !state.trialUsed;
}
