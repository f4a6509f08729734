/**
 * The daily study time a student sets for their plan. The spec's sample questionnaire says only
 * "min 1, max 365" with no unit; it is read as minutes a day: days make no sense for a time spent
 * each day, hours would allow a 365-hour day, and 365 minutes (about six hours) is a sensible most
 * for study on top of school or coaching.
 */

/** At least a minute a day: a plan with no daily time has nothing to put on any day. */
export const DAILY_STUDY_MINUTES_MIN = 1;
/** At most 365 minutes (about six hours) a day, the questionnaire's maximum. */
export const DAILY_STUDY_MINUTES_MAX = 365;

/** A whole number of minutes within the bounds (fractions, NaN and infinities are refused). */
export function isValidDailyStudyMinutes(n: number): boolean {
  return Number.isInteger(n) && n >= DAILY_STUDY_MINUTES_MIN && n <= DAILY_STUDY_MINUTES_MAX;
}
