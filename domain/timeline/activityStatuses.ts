/** What a practice record's status says of the answer (the spec leaves the words to us). */
export const PRACTICE_STATUSES = ['correct', 'incorrect', 'skipped'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];
/** A mock test's record is written once, when it is submitted. */
export const TEST_SUBMITTED_STATUS = 'SUBMITTED';
