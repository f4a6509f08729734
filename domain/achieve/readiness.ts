import { NEW_CONCEPT, predictCorrect } from '../practice/mastery.ts';
import {
  ATTEMPT_SD,
  CONCEPT_SD,
  GAIN_STEP,
  PRIOR_ATTEMPTS,
  RANGE_Z,
} from './readinessConstants.ts';
import { priorShare, studentLevel } from './studentLevel.ts';

/**
 * Readiness: the score a student would get on their exam's paper today, predicted from the
 * per-concept mastery ratings the practice engine keeps (domain/practice/mastery.ts), with a 90 %
 * range and the chapters whose improvement would raise it most.
 *
 * Each question is answered right with p = predictCorrect(θ_eff, difficulty), θ_eff its concept's
 * rating pooled with the student's general level μ̂ (studentLevel.ts):
 *   θ_eff = θ_c + s_c·μ̂, s_c = priorShare(attempts_c) = PRIOR_ATTEMPTS / (PRIOR_ATTEMPTS + attempts_c).
 * The Elo rating already holds the concept's own evidence, stepped from a start at 0: it behaves
 * as a posterior mean under a prior centred on 0, with the share s_c of it still that prior.
 * Centring the prior on μ̂ instead moves that share, and only that share, to μ̂; the evidence is
 * kept as it is (a precision-weighted mix of θ_c and μ̂ would shrink it a second time). A concept
 * never practised is rated μ̂. Raising one rating raises its θ_eff and μ̂, so every θ_eff: the
 * expected score never falls.
 *
 * The student answers every question: ratings say nothing about when a student would leave one
 * blank, and a paper answered in full is the score the ratings do describe; with negative marking
 * a weak student is therefore expected to lose marks on questions a careful one would skip.
 * Expected marks = Σ p·correct + (1−p)·incorrect. (A section of "any N of M" comes with its
 * marks scaled by N / M: its expected marks if the N answered were any N. A student who answers
 * the N they know best does better; the bench measures that at about 9 marks on the JEE mock.)
 *
 * The range adds two uncertainties, by the delta method (an error δ in θ_eff moves a question's
 * expected marks by (correct − incorrect)·p(1−p)·δ):
 * - the answers: each question is a coin with chance p, variance p(1−p)(correct − incorrect)²;
 * - the ratings: θ*_c − θ_eff = s_c·(μ − μ̂) + s_c·offset_c − (1 − s_c)·noise_c. The first term
 *   is shared by every concept (variance of μ̂, which falls as total practice grows); the other two
 *   are the concept's own, s_c²·CONCEPT_SD² + s_c(1 − s_c)·ATTEMPT_SD² / PRIOR_ATTEMPTS (the
 *   offset not yet seen, and the rating's noise), falling as the concept's attempts grow.
 * Range = expected ± RANGE_Z·sd, clamped to the paper's lowest and highest score. Scores are whole
 * marks (Math.round) because every contract that carries them carries integers.
 */

export interface PaperItem {
  subject: string;
  chapter: string;
  concept: string;
  difficulty: number;
  /** Marks for a right answer. */
  correct: number;
  /** Marks for a wrong answer (negative with negative marking). */
  incorrect: number;
}

export interface ConceptEstimate {
  rating: number;
  attempts: number;
}

export interface ChapterReadiness {
  subject: string;
  chapter: string;
  expected: number;
  max: number;
  /** Marks the expected score would rise if the chapter's concepts were rated GAIN_STEP higher. */
  gain: number;
}

export interface Readiness {
  expected: number;
  low: number;
  high: number;
  maxMarks: number;
  /** Biggest gain first. */
  chapters: ChapterReadiness[];
}

interface ConceptLoad {
  /** s_c: the share of its θ_eff that is the student's level (1 when new). */
  shrink: number;
  /** d(expected marks)/dθ over the concept's questions. */
  slope: number;
}

interface ChapterTotals {
  subject: string;
  chapter: string;
  expected: number;
  max: number;
  gain: number;
}

/**
 * Variance of the expected score from the ratings' errors: the level's error moves every concept
 * by its share, (Σ slope·shrink)²·Var(μ̂); each concept adds slope² times its own variance.
 */
function ratingVariance(concepts: Iterable<ConceptLoad>, levelVariance: number): number {
  let shared = 0;
  let own = 0;
  for (const { shrink, slope } of concepts) {
    shared += slope * shrink;
    const ownVariance =
      shrink ** 2 * CONCEPT_SD ** 2 + (shrink * (1 - shrink) * ATTEMPT_SD ** 2) / PRIOR_ATTEMPTS;
    own += slope ** 2 * ownVariance;
  }
  return levelVariance * shared ** 2 + own;
}

export function predictReadiness(
  paper: readonly PaperItem[],
  mastery: ReadonlyMap<string, ConceptEstimate>,
): Readiness {
  const { level, variance: levelVariance } = studentLevel(mastery.values());
  const concepts = new Map<string, ConceptLoad>();
  const chapters = new Map<string, ChapterTotals>();
  let expected = 0;
  let answerVariance = 0;
  let minMarks = 0;
  let maxMarks = 0;
  for (const item of paper) {
    const estimate = mastery.get(item.concept) ?? NEW_CONCEPT;
    const shrink = priorShare(estimate.attempts);
    const rating = estimate.rating + shrink * level;
    const p = predictCorrect(rating, item.difficulty);
    const spread = item.correct - item.incorrect;
    const marks = item.incorrect + p * spread;
    expected += marks;
    answerVariance += p * (1 - p) * spread ** 2;
    minMarks += item.incorrect;
    maxMarks += item.correct;

    const load = concepts.get(item.concept) ?? { shrink, slope: 0 };
    load.slope += spread * p * (1 - p);
    concepts.set(item.concept, load);

    const key = `${item.subject}--${item.chapter}`;
    const chapter = chapters.get(key) ?? {
      subject: item.subject,
      chapter: item.chapter,
      expected: 0,
      max: 0,
      gain: 0,
    };
    chapter.expected += marks;
    chapter.max += item.correct;
    chapter.gain += (predictCorrect(rating + GAIN_STEP, item.difficulty) - p) * spread;
    chapters.set(key, chapter);
  }

  const reach =
    RANGE_Z * Math.sqrt(answerVariance + ratingVariance(concepts.values(), levelVariance));
  return {
    expected: Math.round(expected),
    low: Math.round(Math.max(minMarks, expected - reach)),
    high: Math.round(Math.min(maxMarks, expected + reach)),
    maxMarks,
    // Sorted on the unrounded gains so that chapters rounding to the same marks keep their order.
    chapters: [...chapters.values()]
      .sort((a, b) => b.gain - a.gain)
      .map((c) => ({ ...c, expected: Math.round(c.expected), gain: Math.round(c.gain) })),
  };
}
