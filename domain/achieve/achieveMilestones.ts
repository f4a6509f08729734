import { MASTERED } from './planRules.ts';

/**
 * The achievements screen's milestones: what a student has reached on the way to their exam,
 * worked out from what the achieve calls already answer (no record of its own), so a milestone is
 * earned the moment its facts are true and never needs awarding.
 */

/** Streak milestones: a few days running, then a full week. */
export const STREAK_SHORT_DAYS = 3;
export const STREAK_WEEK_DAYS = 7;
/** Readiness has risen by this share of the paper's marks since its first day on record. */
export const READINESS_RISE_SHARE = 0.1;
/**
 * A chapter counts as mastered at the plan's own "needs no more practice" mastery (planRules.ts),
 * as a whole percentage because the mastery calls answer whole percentages.
 */
export const CHAPTER_MASTERED_PERCENT = Math.round(MASTERED * 100);

export const MILESTONE_IDS = [
  'firstDiagnostic',
  'allDiagnostics',
  'planMade',
  'firstPlanStep',
  'streakShort',
  'streakWeek',
  'readinessRise',
  'chapterMastered',
] as const;

export type MilestoneId = (typeof MILESTONE_IDS)[number];

/** What the calls said; a fact a failed call could not tell is undefined and earns nothing. */
export interface MilestoneFacts {
  diagnostics?: { finished: number; total: number };
  /** The student has a personal plan (the achieve home's paj_id). */
  planMade?: boolean;
  planStepsDone?: number;
  /** The longest streak of study days so far. */
  bestStreak?: number;
  /** Expected marks on the first day on record and now, on a paper of maxMarks. */
  readiness?: { first: number; latest: number; maxMarks: number };
  /** The highest mastery of any chapter, whole percent. */
  bestChapterMastery?: number;
}

export interface Milestone {
  id: MilestoneId;
  earned: boolean;
  /** How far along: `current` of `target`, current never above target. */
  progress: { current: number; target: number };
}

function milestone(id: MilestoneId, current: number, target: number): Milestone {
  const reached = Math.max(0, Math.min(current, target));
  return { id, earned: target > 0 && reached >= target, progress: { current: reached, target } };
}

/** Marks readiness must rise by on a paper of maxMarks (at least one mark). */
export function readinessRiseTarget(maxMarks: number): number {
  return Math.max(1, Math.ceil(maxMarks * READINESS_RISE_SHARE));
}

/** Every milestone in a fixed order, each earned or not with its progress. */
export function achieveMilestones(facts: MilestoneFacts): Milestone[] {
  const finished = facts.diagnostics?.finished ?? 0;
  // An exam without diagnostic papers cannot have them all finished: the target stays out of reach.
  const total = facts.diagnostics?.total ?? 0;
  const streak = facts.bestStreak ?? 0;
  const rise = facts.readiness;
  const riseTarget = rise ? readinessRiseTarget(rise.maxMarks) : 1;
  return [
    milestone('firstDiagnostic', finished, 1),
    milestone('allDiagnostics', finished, total),
    milestone('planMade', facts.planMade === true ? 1 : 0, 1),
    milestone('firstPlanStep', facts.planStepsDone ?? 0, 1),
    milestone('streakShort', streak, STREAK_SHORT_DAYS),
    milestone('streakWeek', streak, STREAK_WEEK_DAYS),
    milestone('readinessRise', rise ? rise.latest - rise.first : 0, riseTarget),
    milestone('chapterMastered', facts.bestChapterMastery ?? 0, CHAPTER_MASTERED_PERCENT),
  ];
}
