import { DIFFICULTY_STEP, MEDIUM_DIFFICULTY } from './mastery.ts';

/**
 * Practice aims at questions a student gets right about this often: hard enough to learn from,
 * easy enough to keep going (the "desirable difficulty" band of adaptive practice).
 */
export const TARGET_SUCCESS = 0.7;

/**
 * The difficulty (on the bank's 1–5 scale, fractional) at which the chance of a right answer is
 * TARGET_SUCCESS for this rating: the picker takes the question nearest to it.
 */
export function targetDifficulty(rating: number): number {
  const logit = Math.log(TARGET_SUCCESS / (1 - TARGET_SUCCESS));
  return MEDIUM_DIFFICULTY + (rating - logit) / DIFFICULTY_STEP;
}

/** The bank's difficulty levels (schemas/content/questions.schema.json: 1 to 5). */
export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;

/** The levels nearest a target first (the easier of two as near): the order the picker tries. */
export function levelsByNearness(target: number): number[] {
  return [...DIFFICULTY_LEVELS].sort(
    (a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b,
  );
}
