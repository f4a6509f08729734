import { describe, expect, it } from 'vitest';
import {
  achieveMilestones,
  CHAPTER_MASTERED_PERCENT,
  MILESTONE_IDS,
  readinessRiseTarget,
  STREAK_SHORT_DAYS,
  STREAK_WEEK_DAYS,
  type MilestoneFacts,
  type MilestoneId,
} from '../../../../domain/achieve/achieveMilestones.ts';

function earnedOf(facts: MilestoneFacts): MilestoneId[] {
  return achieveMilestones(facts)
    .filter((m) => m.earned)
    .map((m) => m.id);
}

const byId = (facts: MilestoneFacts, id: MilestoneId) =>
  achieveMilestones(facts).find((m) => m.id === id);

describe('achieve milestones', () => {
  it('lists every milestone once, in order, none earned without facts', () => {
    const all = achieveMilestones({});
    expect(all.map((m) => m.id)).toEqual([...MILESTONE_IDS]);
    expect(all.filter((m) => m.earned)).toEqual([]);
  });

  it('earns the first diagnostic with one paper finished and all of them with every paper', () => {
    expect(earnedOf({ diagnostics: { finished: 1, total: 3 } })).toEqual(['firstDiagnostic']);
    expect(byId({ diagnostics: { finished: 1, total: 3 } }, 'allDiagnostics')?.progress).toEqual({
      current: 1,
      target: 3,
    });
    expect(earnedOf({ diagnostics: { finished: 3, total: 3 } })).toEqual([
      'firstDiagnostic',
      'allDiagnostics',
    ]);
  });

  it('never earns "all diagnostics" for an exam that has none', () => {
    expect(earnedOf({ diagnostics: { finished: 0, total: 0 } })).toEqual([]);
  });

  it('earns the plan when one is made and the first step when a step is done', () => {
    expect(earnedOf({ planMade: true, planStepsDone: 0 })).toEqual(['planMade']);
    expect(earnedOf({ planMade: true, planStepsDone: 4 })).toEqual(['planMade', 'firstPlanStep']);
  });

  it('earns the streaks at their thresholds, and not a day before', () => {
    expect(earnedOf({ bestStreak: STREAK_SHORT_DAYS - 1 })).toEqual([]);
    expect(earnedOf({ bestStreak: STREAK_SHORT_DAYS })).toEqual(['streakShort']);
    expect(earnedOf({ bestStreak: STREAK_WEEK_DAYS - 1 })).toEqual(['streakShort']);
    expect(earnedOf({ bestStreak: STREAK_WEEK_DAYS + 10 })).toEqual(['streakShort', 'streakWeek']);
    // Progress never runs past its target.
    expect(byId({ bestStreak: 30 }, 'streakShort')?.progress).toEqual({
      current: STREAK_SHORT_DAYS,
      target: STREAK_SHORT_DAYS,
    });
  });

  it('earns the readiness rise at a tenth of the paper’s marks over the first day', () => {
    expect(readinessRiseTarget(300)).toBe(30);
    expect(readinessRiseTarget(5)).toBe(1);
    const rise = (first: number, latest: number) => ({
      readiness: { first, latest, maxMarks: 300 },
    });
    expect(earnedOf(rise(100, 129))).toEqual([]);
    expect(earnedOf(rise(100, 130))).toEqual(['readinessRise']);
    // A fall shows no progress rather than a negative one.
    expect(byId(rise(100, 80), 'readinessRise')?.progress).toEqual({ current: 0, target: 30 });
  });

  it('earns a mastered chapter at the plan’s mastery threshold', () => {
    expect(CHAPTER_MASTERED_PERCENT).toBe(85);
    expect(earnedOf({ bestChapterMastery: 84 })).toEqual([]);
    expect(earnedOf({ bestChapterMastery: 85 })).toEqual(['chapterMastered']);
  });
});
