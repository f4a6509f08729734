/** The numbers the personal plan (domain/achieve/planJourney.ts) is built with. */

/** A practice set is one short sitting: ten questions at about a minute and a half each. */
export const PRACTICE_SET_MINUTES = 15;
/** Questions in a practice set (the server builds the set; the planner only reserves its time). */
export const PRACTICE_SET_QUESTIONS = 10;
/**
 * Days after a weak concept's practice on which it is practised again: growing gaps, as spaced
 * repetition fixes a concept better than massed practice (Cepeda et al., 2006).
 */
export const REVISIT_AFTER_DAYS: readonly number[] = [1, 3, 7];
/** Below this mastery a concept is weak: it is practised and then revisited with spacing. */
export const WEAK_MASTERY = 0.6;
/** From this mastery a concept needs no more practice (and a chapter all of it, no lessons). */
export const MASTERED = 0.85;
/** A full mock test once a week: often enough to build exam stamina, with days to study between. */
export const MOCK_EVERY_DAYS = 7;
/** A plan is made, and extended, a week at a time, so it keeps up with the student's mastery. */
export const PLAN_STRETCH_DAYS = 7;
/**
 * Subjects studied side by side: two keeps a day varied (steps alternate between them) without
 * scattering a week over every subject of the exam at once.
 */
export const SUBJECTS_IN_PROGRESS = 2;
/** Chapter priorities equal to this many decimals tie (float products differ in the last bits). */
export const PRIORITY_DECIMALS = 9;
/** The daily study time's bounds: defined, and the unit explained, in studyTime.ts. */
export { DAILY_STUDY_MINUTES_MAX, DAILY_STUDY_MINUTES_MIN } from './studyTime.ts';
