/**
 * The practice figures of the pack's embium rules (content/embiums/rules.json), which the
 * practice screen's "What is this?" explains: a right answer earns silver, a well-timed one worked
 * out without a hint double, every run of GOLD_STREAK right answers in a row a gold one. The server
 * awards by the rules file; a unit test keeps these equal to it.
 */
export const SILVER_FOR_RIGHT = 1;
export const SILVER_FOR_PERFECT = 2;
export const GOLD_STREAK = 5;
