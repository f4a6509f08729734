import { describe, expect, it } from 'vitest';
import { studyStreak } from '../../../../domain/achieve/studyStreak.ts';

describe('studyStreak', () => {
  it('counts the run ending today, or yesterday while today is not studied yet', () => {
    expect(studyStreak([8, 9, 10], 10)).toEqual({ days: 3, best: 3 });
    expect(studyStreak([8, 9, 10], 11)).toEqual({ days: 3, best: 3 });
    expect(studyStreak([8, 9, 10], 12)).toEqual({ days: 0, best: 3 });
  });

  it('keeps the longest run ever as the best, counting a day studied twice once', () => {
    expect(studyStreak([1, 2, 3, 4, 7, 7, 9, 10], 10)).toEqual({ days: 2, best: 4 });
    expect(studyStreak([], 10)).toEqual({ days: 0, best: 0 });
  });
});
