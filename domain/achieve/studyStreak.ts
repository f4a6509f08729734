import { daysInARow } from '../embiums/daysInARow.ts';

export interface StudyStreak {
  /** Days in a row studied, ending today — or yesterday, as today is not over yet. */
  days: number;
  /** The longest run of days in a row ever studied. */
  best: number;
}

/** The achieve home's streak from the India day numbers the child studied on (see indiaDay). */
export function studyStreak(studyDays: Iterable<number>, today: number): StudyStreak {
  const days = [...new Set(studyDays)].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && days[i - 1] === day - 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  const current = daysInARow(days, today) || daysInARow(days, today - 1);
  return { days: current, best };
}
