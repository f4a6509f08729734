import { describe, expect, it } from 'vitest';
import {
  DAILY_STUDY_MINUTES_MAX,
  DAILY_STUDY_MINUTES_MIN,
  isValidDailyStudyMinutes,
} from '../../../../domain/achieve/studyTime.ts';

describe('daily study time (minutes a day, 1–365)', () => {
  it('accepts whole minutes from 1 to 365, bounds included', () => {
    expect([DAILY_STUDY_MINUTES_MIN, DAILY_STUDY_MINUTES_MAX]).toEqual([1, 365]);
    expect(isValidDailyStudyMinutes(1)).toBe(true);
    expect(isValidDailyStudyMinutes(60)).toBe(true);
    expect(isValidDailyStudyMinutes(365)).toBe(true);
  });

  it('refuses 0, 366, fractions and non-numbers', () => {
    expect(isValidDailyStudyMinutes(0)).toBe(false);
    expect(isValidDailyStudyMinutes(366)).toBe(false);
    expect(isValidDailyStudyMinutes(1.5)).toBe(false);
    expect(isValidDailyStudyMinutes(-1)).toBe(false);
    expect(isValidDailyStudyMinutes(Number.NaN)).toBe(false);
    expect(isValidDailyStudyMinutes(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
