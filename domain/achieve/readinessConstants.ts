import { DIFFICULTY_STEP } from '../practice/mastery.ts';

/**
 * The readiness model's numbers (see studentLevel.ts and readiness.ts for the model,
 * docs/decisions/readiness.md for the measured calibration). They were fitted on the bench's
 * fitting seed and then reported on its separate reporting seed (bench/readinessBench.ts); once
 * real mock results are stored next to the ratings that preceded them, refit them on those.
 */

/** The range is a 90 % interval: the actual score should fall outside it one time in ten. */
export const RANGE_COVERAGE = 0.9;
/** The standard normal quantile of a two-sided RANGE_COVERAGE interval: Φ⁻¹(0.95). */
export const RANGE_Z = 1.645;

/**
 * How far students' general levels spread around 0, in logits: the prior of a student's level
 * before any practice, so also how far a new student's every concept may be off together. The
 * bench's students spread 1.
 */
export const STUDENT_SD = 1;
/**
 * How far one student's concepts spread around their general level, in logits: what a concept
 * may still be off by once the level is known. The bench's concepts spread 0.7.
 */
export const CONCEPT_SD = 0.7;

/**
 * Attempts at which a rating has come halfway from 0 to the concept's true value: on average a
 * rating after n attempts is n / (n + PRIOR_ATTEMPTS) of it (the Elo rating starts at 0 and
 * steps a little each attempt; its half-weight secondary-concept updates count as attempts).
 * Measured on the fitting seed: 8 after one attempt, 10 after five. 7 gave the lowest error
 * (24.5 marks; 25.0 with 6, 24.9 with 8, 26.1 with 9): p is taken at the estimate, which
 * overstates how far from ½ an uncertain chance lies, and a little less pooling makes up for it.
 */
export const PRIOR_ATTEMPTS = 7;
/**
 * The noise of one attempt's evidence, in logits: a rating scaled back up by (n + PRIOR_ATTEMPTS)
 * / n estimates the concept's true value with variance ATTEMPT_SD² / n. A Bayesian rating would
 * have 2 (one answer near p = ½ carries ¼ of Fisher information); the Elo rating learns less per
 * attempt, measured 2.8 to 3.2 on the fitting seed. Fitted: 3 held 92.0 % of the scores in the
 * range (93.2 % of the 21–60 attempts band), 2.5 kept every band at 90–91 % (the same error).
 */
export const ATTEMPT_SD = 2.5;
/**
 * The part of the estimated level the ratings miss, in proportion to it. A rating learns slowest
 * from the students farthest from the questions' difficulty (the step is K·(score − p) and p is
 * already near 0 or 1), so an extreme level is estimated short: on the fitting seed by about 0.2
 * of it, with an error about 0.25 of it, for much-practised students more than 1.5 logits from 0.
 * Counted as an error of the level, variance (LEVEL_LAG·μ̂)². Fitted: without it the range held
 * 84–87 % by practice band, with 0.35 90–91 %.
 */
export const LEVEL_LAG = 0.35;

/**
 * The "one step better" a chapter's gain is measured at: every concept of the chapter rated one
 * difficulty level of the bank higher (1 logit).
 */
export const GAIN_STEP = DIFFICULTY_STEP;
