/**
 * Mastery of a concept as an Elo-style rating (θ, on the logit scale) updated after every attempt:
 * the chance of answering a question right is the logistic of θ − b, where b is the question's
 * difficulty on the same scale. A right answer to a question the model thought hard moves θ up a
 * lot, an expected one a little; the step shrinks as attempts accumulate, so a long record is not
 * swayed by one slip. (Elo for adaptive practice: Pelánek, "Applications of the Elo rating system in
 * adaptive educational systems", 2016.)
 */

/** Ratings start here: a new concept is expected to be answered right half the time at medium difficulty. */
export const INITIAL_RATING = 0;
/** The bank's difficulty 1–5 on the rating scale: 3 is 0, each step one logit apart. */
export const DIFFICULTY_STEP = 1;
export const MEDIUM_DIFFICULTY = 3;
/** The first attempts move the rating this much at most; later ones less (K / (1 + n / K_DECAY)). */
export const K_START = 0.8;
export const K_DECAY = 10;
export const K_MIN = 0.2;
/** A secondary concept learns from an attempt at half the rate of the primary one. */
export const SECONDARY_WEIGHT = 0.5;

export interface ConceptRating {
  rating: number;
  attempts: number;
}

export const NEW_CONCEPT: ConceptRating = { rating: INITIAL_RATING, attempts: 0 };

export function difficultyOnScale(difficulty: number): number {
  return (difficulty - MEDIUM_DIFFICULTY) * DIFFICULTY_STEP;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The chance the student answers a question of this difficulty right. */
export function predictCorrect(rating: number, difficulty: number): number {
  return logistic(rating - difficultyOnScale(difficulty));
}

/** Mastery as a student reads it, 0–1: the chance of answering a medium question right. */
export function masteryOf(rating: number): number {
  return predictCorrect(rating, MEDIUM_DIFFICULTY);
}

/**
 * The rating after an attempt with `score` (1 right, 0 wrong, partial between) on a question of
 * `difficulty`; `weight` 1 for the primary concept, SECONDARY_WEIGHT for the others.
 */
export function updateRating(
  before: ConceptRating,
  difficulty: number,
  score: number,
  weight = 1,
): ConceptRating {
  const k = Math.max(K_MIN, K_START / (1 + before.attempts / K_DECAY));
  const expected = predictCorrect(before.rating, difficulty);
  return {
    rating: before.rating + weight * k * (score - expected),
    attempts: before.attempts + 1,
  };
}
