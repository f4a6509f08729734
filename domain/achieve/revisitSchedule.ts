import { practiceStep, type UndatedStep } from './chapterQueues.ts';
import type { PlanInput } from './planJourney.ts';
import { REVISIT_AFTER_DAYS, WEAK_MASTERY } from './planRules.ts';
import { planStepKey } from './planStepKey.ts';

/** The spaced revisits of a plan's weak concepts, kept as the days are filled. */
export interface RevisitSchedule {
  /** The revisits due on or before `day`, longest overdue first. */
  due(day: number): UndatedStep[];
  /**
   * A practice set planned on `day`: a weak concept's first practice starts its revisits, a
   * revisit moves them on.
   */
  practised(step: UndatedStep, day: number): void;
}

interface Revisit {
  step: UndatedStep;
  /** The day the spacing counts from. */
  anchor: number;
  /** Which of REVISIT_AFTER_DAYS the next revisit is. */
  next: number;
  due: number;
}

/**
 * A weak concept is revisited REVISIT_AFTER_DAYS days after its anchor: the day it is practised in
 * this plan, or, when its practice set is already done, the day it was last practised. Revisits
 * already overdue on `firstDay` become one, due that day; each revisit is at least a day after the
 * one before, however late that one came.
 */
export function revisitSchedule(input: PlanInput, firstDay: number): RevisitSchedule {
  const weak = new Set<string>();
  const revisits = new Map<string, Revisit>();
  for (const chapter of input.chapters) {
    for (const concept of chapter.concepts) {
      if (!(concept.mastery < WEAK_MASTERY)) continue;
      const step = practiceStep(chapter, concept.code);
      const key = planStepKey(step);
      weak.add(key);
      const last = input.lastPractised.get(concept.code);
      if (!input.done.has(key) || last === undefined) continue;
      const anchor = Math.floor(last);
      const overdue = REVISIT_AFTER_DAYS.filter((after) => anchor + after < firstDay).length;
      const next = Math.max(0, overdue - 1);
      revisits.set(key, { step, anchor, next, due: Math.max(anchor + offset(next), firstDay) });
    }
  }
  return {
    due: (day) =>
      [...revisits.values()]
        .filter((revisit) => revisit.due <= day)
        .sort((a, b) => a.due - b.due)
        .map((revisit) => revisit.step),
    practised(step, day) {
      const key = planStepKey(step);
      if (!weak.has(key)) return;
      const revisit = revisits.get(key);
      if (!revisit) {
        revisits.set(key, { step, anchor: day, next: 0, due: day + offset(0) });
        return;
      }
      revisit.next += 1;
      if (revisit.next >= REVISIT_AFTER_DAYS.length) revisits.delete(key);
      else revisit.due = Math.max(revisit.anchor + offset(revisit.next), day + 1);
    },
  };
}

function offset(index: number): number {
  return REVISIT_AFTER_DAYS[index] ?? 0;
}
