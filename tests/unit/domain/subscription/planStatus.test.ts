import { describe, expect, it } from 'vitest';
import { planStatus } from '../../../../domain/subscription/planStatus.ts';

const span = { startsAt: 1_000, validUntil: 5_000 };

describe('planStatus', () => {
  it('is INACTIVE before the plan starts', () => {
    expect(planStatus(span, 999)).toBe('INACTIVE');
  });
  it('is ACTIVE from its start up to the last millisecond before its validity', () => {
    expect(planStatus(span, 1_000)).toBe('ACTIVE');
    expect(planStatus(span, 4_999)).toBe('ACTIVE');
  });
  it('is EXPIRED from the moment of its validity on', () => {
    expect(planStatus(span, 5_000)).toBe('EXPIRED');
    expect(planStatus(span, 50_000)).toBe('EXPIRED');
  });
});
