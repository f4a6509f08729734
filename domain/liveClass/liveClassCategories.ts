import { indiaDay } from '../embiums/indiaDay.ts';
import { INDIA_OFFSET_MS } from '../rules/dates.ts';
import { DAY_MS, DAYS_IN_WEEK, MINUTE_MS, WEEK_START_DAY } from '../timeline/timelinePeriods.ts';
import { LIVE_CLASS_DURATION_MAX_MINUTES } from './liveClassLength.ts';

/**
 * The spec's live-class categories (learning-experience spec §2) by the names it gives them, and
 * the codes the calls and routes carry; `otherwise` is DEFAULT, every class.
 */
export const LIVE_CLASS_CATEGORY_CODES = {
  upcoming: 'FUTURE',
  today: 'TODAY',
  past: 'PAST',
  registered: 'REGD',
  nextWeek: 'NEXTWEEK',
  ongoing: 'PRESENT',
  otherwise: 'DEFAULT',
} as const;

export const LIVE_CLASS_CATEGORIES = [
  'FUTURE',
  'TODAY',
  'PAST',
  'REGD',
  'NEXTWEEK',
  'PRESENT',
  'DEFAULT',
] as const satisfies readonly (typeof LIVE_CLASS_CATEGORY_CODES)[keyof typeof LIVE_CLASS_CATEGORY_CODES][];
export type LiveClassCategory = (typeof LIVE_CLASS_CATEGORIES)[number];

/** What of a live class decides its categories: epoch milliseconds, whole minutes. */
export interface LiveClassTiming {
  startsAt: number;
  durationMinutes: number;
  /** When the institute ended it early, if it did. */
  endedAt: number | null;
  cancelledAt: number | null;
}

/** When a class ends: early if the institute ended it, else its start plus its length. */
export function liveClassEnd(timing: LiveClassTiming): number {
  return timing.endedAt ?? timing.startsAt + timing.durationMinutes * MINUTE_MS;
}

/**
 * Whether the class is on now: its room open, attendance counted. A cancelled class never is,
 * even inside the hours it was planned for.
 */
export function liveClassOngoing(timing: LiveClassTiming, now: number): boolean {
  return timing.cancelledAt === null && timing.startsAt <= now && now < liveClassEnd(timing);
}

/** 1 January 1970, India's day 0, was a Thursday; weeks are counted from their Monday. */
const EPOCH_WEEKDAY = 4;
const DAYS_INTO_WEEK_AT_EPOCH = (EPOCH_WEEKDAY - WEEK_START_DAY + DAYS_IN_WEEK) % DAYS_IN_WEEK;

/** The India calendar week of a moment (Monday to Sunday) as a whole number. */
export function indiaWeek(ms: number): number {
  return Math.floor((indiaDay(ms) + DAYS_INTO_WEEK_AT_EPOCH) / DAYS_IN_WEEK);
}

/**
 * Every category a class is in at `now` (docs/decisions/classrooms.md, "Categories"), DEFAULT
 * always. A cancelled class is over from its start (it never becomes PRESENT); TODAY and NEXTWEEK
 * are India calendar days and Monday-based weeks, whatever the server's zone.
 */
export function liveClassCategories(
  timing: LiveClassTiming,
  now: number,
  registered: boolean,
): LiveClassCategory[] {
  const start = timing.startsAt;
  const end = timing.cancelledAt === null ? liveClassEnd(timing) : start;
  const categories: LiveClassCategory[] = [];
  if (now < start) categories.push('FUTURE');
  if (indiaDay(start) === indiaDay(now)) categories.push('TODAY');
  if (end <= now) categories.push('PAST');
  if (registered && now < end) categories.push('REGD');
  if (indiaWeek(start) === indiaWeek(now) + 1) categories.push('NEXTWEEK');
  if (liveClassOngoing(timing, now)) categories.push('PRESENT');
  categories.push('DEFAULT');
  return categories;
}

/** Where a category's classes can start: [from, before), either end open. */
export interface StartBounds {
  from?: number;
  before?: number;
}

/** The first moment of an India day number. */
const indiaMidnight = (day: number) => day * DAY_MS - INDIA_OFFSET_MS;

/**
 * The starts a class in `category` at `now` can have, so a list reads only those rows before
 * liveClassCategories decides: every class of the category starts inside them (a class is at most
 * LIVE_CLASS_DURATION_MAX_MINUTES long, so one still on started less than that ago).
 */
export function categoryStartBounds(category: LiveClassCategory, now: number): StartBounds {
  const longest = LIVE_CLASS_DURATION_MAX_MINUTES * MINUTE_MS;
  switch (category) {
    case 'FUTURE':
      return { from: now + 1 };
    case 'PAST':
      return { before: now + 1 };
    case 'PRESENT':
      return { from: now - longest + 1, before: now + 1 };
    case 'REGD':
      return { from: now - longest + 1 };
    case 'TODAY': {
      const today = indiaDay(now);
      return { from: indiaMidnight(today), before: indiaMidnight(today + 1) };
    }
    case 'NEXTWEEK': {
      const monday = (indiaWeek(now) + 1) * DAYS_IN_WEEK - DAYS_INTO_WEEK_AT_EPOCH;
      return { from: indiaMidnight(monday), before: indiaMidnight(monday + DAYS_IN_WEEK) };
    }
    case 'DEFAULT':
      return {};
  }
}
