import { chapterQueues, type ChapterQueue, type UndatedStep } from './chapterQueues.ts';
import { DAILY_STUDY_MINUTES_MIN, MOCK_EVERY_DAYS, SUBJECTS_IN_PROGRESS } from './planRules.ts';
import { planStepKey } from './planStepKey.ts';
import { revisitSchedule } from './revisitSchedule.ts';

// The plan's API in one place for the server: the key of a step and the re-plan check.
export { planStepKey } from './planStepKey.ts';
export { replanNeeded } from './replanNeeded.ts';

/**
 * The personal plan (PAJ, personalised achieve journey): what a student does on each day from the
 * target set until the exam — lessons to watch, practice sets by concept, chapter tests and full
 * mock tests. Pure: the server feeds it the student's mastery and what is done, and stores it.
 *
 * The rules (numbers in planRules.ts):
 * - Chapters are taken in priority order, weight × (1 − mean mastery of their concepts): the heavy
 *   chapter the student knows least first. Equal priorities are ordered by a draw seeded with
 *   `seed`, so the same input always gives the same plan.
 * - A chapter is studied as: its lessons in teaching order (skipped when every concept is
 *   MASTERED), a practice set per concept not yet MASTERED (weakest first), then its chapter test,
 *   after the practice sets. A chapter all MASTERED gets only its chapter test.
 * - Two subjects are studied side by side (SUBJECTS_IN_PROGRESS), one chapter of each; the day's
 *   steps alternate between them, and each day's steps are ordered so consecutive ones change
 *   subject wherever the day allows.
 * - A weak concept (mastery below WEAK_MASTERY) is practised again REVISIT_AFTER_DAYS (1, 3, 7)
 *   days after the day it is practised in this plan, or else after the day it was last practised;
 *   revisits overdue when the plan starts become one revisit on its first day. A day's due
 *   revisits go before new study; one that does not fit waits for the next day, and each later
 *   revisit is at least a day after the one before.
 * - The full mock test is planned on the plan's MOCK_EVERY_DAYS-th day, first that day, and only
 *   when the daily time holds it whole; otherwise no mock is planned and chapter tests stand in.
 *   One paper is given, so it is planned once (plans are made a week at a time: one a week).
 * - A day's steps total at most the daily time. The one exception: a step longer than the whole
 *   daily time (a long lesson, or a practice set on a very short day) is planned alone on a day
 *   of its own, as a lesson or test is not split. Days with nothing left stay empty: the plan never
 *   invents content.
 * - Steps already done (`done`, by planStepKey) are never planned again, except the revisits of
 *   weak concepts. Day numbers and minutes are whole numbers (a step's minutes rounded up).
 * - The plan does not foresee mastery: it is made again (or extended) as mastery moves.
 */

export type PlanStepKind = 'lesson' | 'practice' | 'chapter_test' | 'mock_test';

export interface PlanConcept {
  code: string;
  /** 0–1, as masteryOf (domain/practice/mastery.ts) gives it. */
  mastery: number;
}

export interface PlanChapter {
  subject: string;
  chapter: string;
  /** The chapter's learn path, e.g. PreUG--jee-main--physics--mechanics--kinematics. */
  learnPath: string;
  /** The chapter's share of the exam's marks, 0–1. */
  weight: number;
  concepts: PlanConcept[];
  /** The chapter's videos, in teaching order. */
  lessons: { id: string; minutes: number }[];
  chapterTest?: { code: string; minutes: number };
}

export interface PlanInput {
  seed: number;
  /** Whole day number (days since the epoch) of the plan's first day. */
  firstDay: number;
  days: number;
  dailyMinutes: number;
  chapters: PlanChapter[];
  mockTest?: { code: string; minutes: number };
  /** Steps done before this stretch (keys from planStepKey), so a re-plan does not repeat them. */
  done: ReadonlySet<string>;
  /** The day on which the student last practised each concept (to space revisits). */
  lastPractised: ReadonlyMap<string, number>;
}

/**
 * One thing to do on a day. A practice set's object is its chapter's learn path and `concept` the
 * concept practised; a mock test belongs to no chapter (empty subject, chapter and learn path).
 */
export interface PlanStep {
  day: number;
  kind: PlanStepKind;
  objectId: string;
  subject: string;
  chapter: string;
  learnPath: string;
  concept?: string;
  minutes: number;
}

/** The plan, ordered by day and then by order within the day. */
export function planJourney(input: PlanInput): PlanStep[] {
  const daily = Math.floor(input.dailyMinutes);
  if (!(daily >= DAILY_STUDY_MINUTES_MIN)) return [];
  const firstDay = Math.floor(input.firstDay);
  const endDay = firstDay + Math.max(0, Math.floor(input.days));
  const notDone = (step: UndatedStep) => !input.done.has(planStepKey(step));
  const pending = chapterQueues(input.chapters, input.seed)
    .map((queue) => ({ ...queue, steps: queue.steps.filter(notDone) }))
    .filter((queue) => queue.steps.length > 0);
  const revisits = revisitSchedule(input, firstDay);
  let mock = mockStep(input, daily);
  const active: ChapterQueue[] = [];
  let turn = 0;
  const plan: PlanStep[] = [];
  for (let day = firstDay; day < endDay; day++) {
    const today: UndatedStep[] = [];
    let left = daily;
    // A step fits what is left of the day; one longer than a whole day goes alone on an empty one.
    const fits = (step: UndatedStep) => step.minutes <= left || today.length === 0;
    const take = (step: UndatedStep) => {
      today.push(step);
      left -= step.minutes;
    };
    if (mock && (day - firstDay + 1) % MOCK_EVERY_DAYS === 0) {
      take(mock);
      mock = undefined;
    }
    for (const step of revisits.due(day)) {
      if (!fits(step)) continue;
      take(step);
      revisits.practised(step, day);
    }
    for (;;) {
      fillActive(active, pending);
      const first = active.length === 0 ? 0 : turn % active.length;
      const rotated = [...active.slice(first), ...active.slice(0, first)];
      const queue = rotated.find((q) => q.steps[0] !== undefined && fits(q.steps[0]));
      const step = queue?.steps.shift();
      if (!queue || !step) break;
      take(step);
      if (step.kind === 'practice') revisits.practised(step, day);
      // The next step comes from the other chapter in progress: after this one, or in its place.
      const at = active.indexOf(queue);
      if (queue.steps.length > 0) turn = at + 1;
      else {
        active.splice(at, 1);
        turn = active.length === 0 ? 0 : at % active.length;
      }
    }
    plan.push(...interleaveSubjects(today).map((step) => ({ day, ...step })));
  }
  return plan;
}

function mockStep(input: PlanInput, daily: number): UndatedStep | undefined {
  const { mockTest } = input;
  if (!mockTest) return undefined;
  const step = {
    kind: 'mock_test' as const,
    objectId: mockTest.code,
    subject: '',
    chapter: '',
    learnPath: '',
    minutes: Math.ceil(mockTest.minutes),
  };
  return step.minutes <= daily && !input.done.has(planStepKey(step)) ? step : undefined;
}

/** Brings in the next chapters by priority, one per subject not already being studied. */
function fillActive(active: ChapterQueue[], pending: ChapterQueue[]): void {
  while (active.length < SUBJECTS_IN_PROGRESS) {
    const next = pending.findIndex((q) => !active.some((a) => a.subject === q.subject));
    if (next < 0) return;
    active.push(...pending.splice(next, 1));
  }
}

/**
 * The day's steps reordered so consecutive ones change subject where they can; within a subject
 * the order is kept, so a chapter's lessons still come before its practice.
 */
function interleaveSubjects(steps: readonly UndatedStep[]): UndatedStep[] {
  const left = [...steps];
  const ordered: UndatedStep[] = [];
  while (left.length > 0) {
    const previous = ordered.at(-1)?.subject;
    const other = left.findIndex((step) => step.subject !== previous);
    const next = other < 0 ? 0 : other;
    ordered.push(...left.splice(next, 1));
  }
  return ordered;
}
