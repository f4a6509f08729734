import type { ConceptRating } from '../practice/mastery.ts';
import {
  ATTEMPT_SD,
  CONCEPT_SD,
  LEVEL_LAG,
  PRIOR_ATTEMPTS,
  STUDENT_SD,
} from './readinessConstants.ts';

/**
 * A student's general level, pooled from all their ratings: the part of every concept's true
 * rating they share (θ*_c = μ + offset_c, μ ~ N(0, STUDENT_SD²), offset_c ~ N(0, CONCEPT_SD²)).
 * An Elo rating learns nothing about one concept from another, so without it a concept barely
 * practised sits at 0 whatever the student's level.
 *
 * A rating after n attempts is, on average, the share 1 − s of the concept's true value, with
 * s = priorShare(n) = PRIOR_ATTEMPTS / (PRIOR_ATTEMPTS + n) still at its starting 0. Scaled back up,
 * m_c = θ_c / (1 − s_c) estimates θ*_c with variance ATTEMPT_SD² / n_c, hence μ with variance
 * v_c = CONCEPT_SD² + ATTEMPT_SD² / n_c. The level is the precision-weighted mean of the m_c
 * shrunk towards 0 by its prior (the normal hierarchical model's posterior, an empirical-Bayes
 * estimate with the spreads fixed from the bench):
 *
 *   μ̂ = Σ m_c / v_c / (1 / STUDENT_SD² + Σ 1 / v_c),  Var = 1 / (1 / STUDENT_SD² + Σ 1 / v_c).
 *
 * Each m_c / v_c = θ_c · (n_c + PRIOR_ATTEMPTS) / (CONCEPT_SD²·n_c + ATTEMPT_SD²) has a positive
 * coefficient, so a higher rating never lowers the level. A concept never attempted tells nothing
 * (its weight is 0) and is skipped. The variance also counts the share of the level the ratings
 * miss for a student far from 0 (LEVEL_LAG), and it falls as the student's total practice grows.
 */

export interface StudentLevel {
  /** μ̂, on the rating scale: 0 before any practice. */
  level: number;
  /** Its uncertainty, in logits²: STUDENT_SD² before any practice. */
  variance: number;
}

/** The share of a rating still at its starting 0 after `attempts`: 1 when new, ½ at PRIOR_ATTEMPTS. */
export function priorShare(attempts: number): number {
  return PRIOR_ATTEMPTS / (PRIOR_ATTEMPTS + attempts);
}

export function studentLevel(ratings: Iterable<ConceptRating>): StudentLevel {
  let evidence = 0;
  let precision = 1 / STUDENT_SD ** 2;
  for (const { rating, attempts } of ratings) {
    if (attempts <= 0) continue;
    // v_c·n_c, so that both sums stay finite and exact for any attempts.
    const noise = CONCEPT_SD ** 2 * attempts + ATTEMPT_SD ** 2;
    evidence += (rating * (attempts + PRIOR_ATTEMPTS)) / noise;
    precision += attempts / noise;
  }
  const level = evidence / precision;
  return { level, variance: 1 / precision + (LEVEL_LAG * level) ** 2 };
}
