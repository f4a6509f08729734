import { describe, expect, it } from 'vitest';
import {
  MILESTONE_GRACE_ANSWERS,
  milestoneReached,
  PRACTICE_MILESTONES,
} from '../../../../domain/practice/practiceMilestones.ts';

describe('practice milestones', () => {
  it('tells a milestone on its answer and the few after, never before', () => {
    expect(milestoneReached(9)).toBeUndefined();
    expect(milestoneReached(10)).toBe(10);
    expect(milestoneReached(10 + MILESTONE_GRACE_ANSWERS - 1)).toBe(10);
    expect(milestoneReached(10 + MILESTONE_GRACE_ANSWERS)).toBeUndefined();
    expect(milestoneReached(49)).toBeUndefined();
    expect(milestoneReached(1000)).toBe(1000);
    expect(milestoneReached(5000)).toBeUndefined();
  });

  it('keeps milestones apart by more than the grace, so none hides another', () => {
    for (const [i, m] of PRACTICE_MILESTONES.entries()) {
      const next = PRACTICE_MILESTONES[i + 1];
      if (next !== undefined) expect(next - m).toBeGreaterThan(MILESTONE_GRACE_ANSWERS);
      expect(milestoneReached(m)).toBe(m);
    }
  });
});
