// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dayKey } from '../../../../domain/rules/dates.ts';
import { HOUR_MS } from '../../../../domain/timeline/timelinePeriods.ts';
import {
  floaterPosition,
  noticedToday,
  rememberFloaterPosition,
  rememberNoticedToday,
} from '../../../../runtime/storage/planShellMemory.ts';

afterEach(() => localStorage.clear());

describe('plan shell memory', () => {
  it('keeps the floater where it was put, and ignores an edited value', () => {
    expect(floaterPosition()).toBeUndefined();
    rememberFloaterPosition({ x: 40, y: 300 });
    expect(floaterPosition()).toEqual({ x: 40, y: 300 });
    localStorage.setItem('plan-floater', '{"x":"far"}');
    expect(floaterPosition()).toBeUndefined();
  });

  it('counts days in India: 20:00 UTC is already the next day there', () => {
    expect(dayKey(Date.UTC(2026, 10, 27, 18, 0))).toBe('2026-11-27');
    expect(dayKey(Date.UTC(2026, 10, 27, 20, 0))).toBe('2026-11-28');
  });

  it('a closed warning stays closed for the rest of that day only', () => {
    const evening = Date.UTC(2026, 10, 27, 12, 0);
    rememberNoticedToday('planWarning', evening);
    expect(noticedToday('planWarning', evening + HOUR_MS)).toBe(true);
    expect(noticedToday('planWarning', evening + 24 * HOUR_MS)).toBe(false);
    expect(noticedToday('planEnded', evening)).toBe(false);
  });
});
