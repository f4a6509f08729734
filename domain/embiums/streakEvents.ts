import type { EmbiumEvent } from '../contracts/embiums.ts';

/** The events that reward a run (right answers in a row, days in a row); their rule says how long. */
export const STREAK_EVENTS = [
  'practiceStreak',
  'studyStreak',
] as const satisfies readonly EmbiumEvent[];
