import { describe, expect, it } from 'vitest';
import type { SubscriptionItem } from '../../../../domain/contracts/subscriptionPlans.ts';
import {
  CLOCK_GRACE_MS,
  planFloaterLabel,
  planWarningDays,
} from '../../../../domain/subscription/planFloaterLabel.ts';
import {
  contentLocked,
  shellPlanState,
  trialWanted,
} from '../../../../domain/subscription/shellPlanState.ts';
import { DAY_MS, HOUR_MS } from '../../../../domain/timeline/timelinePeriods.ts';

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

function item(overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    vertical: 'PreUG',
    type: 'TRIAL',
    validity: NOW + 7 * DAY_MS,
    status: 'ACTIVE',
    businessType: 'B2C',
    planName: 'FREE_TRIAL',
    planTitle: 'Free trial',
    isRenewalEnabled: false,
    duration: { type: 'DAY', value: 7 },
    founder_note_displayed: false,
    ...overrides,
  };
}

const stateOf = (entry: SubscriptionItem) => shellPlanState([entry], 'PreUG', NOW, false);

describe('plan floater text', () => {
  it('says 7 days for a seven-day trial read a moment after it started, or before it by the grace', () => {
    expect(
      planFloaterLabel(stateOf(item({ validity: NOW + 7 * DAY_MS - 200 })), NOW)?.values,
    ).toEqual({ days: 7 });
    expect(
      planFloaterLabel(stateOf(item({ validity: NOW + 7 * DAY_MS + 500 })), NOW)?.values,
    ).toEqual({ days: 7 });
  });

  it('counts whole days, rounded up, while more than one day is left', () => {
    expect(planFloaterLabel(stateOf(item()), NOW)).toEqual({
      kind: 'trial',
      id: 'plan.floater.trialDays',
      values: { days: 7 },
    });
    const paid = item({ type: 'PAID', validity: NOW + DAY_MS + CLOCK_GRACE_MS + 1 });
    expect(planFloaterLabel(stateOf(paid), NOW)).toEqual({
      kind: 'paid',
      id: 'plan.floater.days',
      values: { days: 2 },
    });
  });

  it('counts hours from exactly one day left down to the last minute', () => {
    const oneDay = item({ type: 'PAID', validity: NOW + DAY_MS });
    expect(planFloaterLabel(stateOf(oneDay), NOW)).toEqual({
      kind: 'paid',
      id: 'plan.floater.hours',
      values: { hours: 24 },
    });
    const lastMinute = item({ validity: NOW + 60_000 });
    expect(planFloaterLabel(stateOf(lastMinute), NOW)?.values).toEqual({ hours: 1 });
    const ninetyMinutes = item({ validity: NOW + HOUR_MS + HOUR_MS / 2 });
    expect(planFloaterLabel(stateOf(ninetyMinutes), NOW)).toMatchObject({
      id: 'plan.floater.trialHours',
      values: { hours: 2 },
    });
  });

  it('says the plan expired at its validity, or when the server says so', () => {
    expect(planFloaterLabel(stateOf(item({ validity: NOW })), NOW)?.id).toBe(
      'plan.floater.expired',
    );
    const expired = item({ status: 'EXPIRED', validity: NOW + DAY_MS });
    expect(planFloaterLabel(stateOf(expired), NOW)?.kind).toBe('expired');
  });

  it('shows nothing while the plan is unknown or there is none', () => {
    expect(planFloaterLabel(shellPlanState(undefined, 'PreUG', NOW, false), NOW)).toBeUndefined();
    expect(planFloaterLabel(shellPlanState([item()], 'K12', NOW, false), NOW)).toBeUndefined();
  });
});

describe('plan warning', () => {
  it('warns from seven days (rounded up) down to more than one day', () => {
    expect(planWarningDays(stateOf(item({ validity: NOW + 7 * DAY_MS })), NOW)).toBe(7);
    const late = NOW + 7 * DAY_MS + CLOCK_GRACE_MS;
    expect(planWarningDays(stateOf(item({ validity: late + 1 })), NOW)).toBeUndefined();
    expect(
      planWarningDays(stateOf(item({ validity: NOW + DAY_MS + CLOCK_GRACE_MS + 1 })), NOW),
    ).toBe(2);
    expect(
      planWarningDays(stateOf(item({ validity: NOW + DAY_MS + CLOCK_GRACE_MS })), NOW),
    ).toBeUndefined();
  });
});

describe('what the plan state locks', () => {
  it('locks an ended plan and a goal without a plan once the trial is used', () => {
    expect(contentLocked(stateOf(item({ validity: NOW - 1 })))).toBe(true);
    expect(contentLocked(stateOf(item()))).toBe(false);
    expect(contentLocked(shellPlanState([], 'PreUG', NOW, true))).toBe(true);
    expect(contentLocked(shellPlanState([], 'PreUG', NOW, false))).toBe(false);
    expect(contentLocked(shellPlanState(undefined, 'PreUG', NOW, true))).toBe(false);
  });

  it('asks for the trial only for a goal without a plan and no refused trial', () => {
    expect(trialWanted(shellPlanState([], 'PreUG', NOW, false))).toBe(true);
    expect(trialWanted(shellPlanState([], 'PreUG', NOW, true))).toBe(false);
    expect(trialWanted(stateOf(item({ validity: NOW - 1 })))).toBe(false);
  });
});
