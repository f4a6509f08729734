import { MEDIUM_DIFFICULTY } from '../practice/mastery.ts';
import type { PaperItem } from './readiness.ts';

export interface WeightedChapter {
  subject: string;
  chapter: string;
  concepts: readonly string[];
  /** The chapter's share of the syllabus, in any unit (only the ratios count). */
  weight: number;
}

/**
 * A stand-in paper for an exam whose pack has no full mock test: `questions` medium questions
 * spread over the chapters by syllabus weight, each chapter's questions going round its concepts
(a fractional or negative count is taken down to a whole number, at least 0).
 * Counts are apportioned by largest remainder, so they add up to `questions` exactly and no
 * chapter is more than one question from its exact share. A chapter without concepts gets none
 * (there would be nothing to rate its questions by); a non-positive weight counts as none, and when
 * no chapter has weight they share the paper equally.
 */
export function paperFromChapters(
  chapters: readonly WeightedChapter[],
  questions: number,
  correct: number,
  incorrect: number,
): PaperItem[] {
  const wanted = Math.max(0, Math.floor(questions));
  const usable = chapters.filter((c) => c.concepts.length > 0);
  const weights = usable.map((c) => (Number.isFinite(c.weight) && c.weight > 0 ? c.weight : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = total > 0 ? weights.map((w) => w / total) : weights.map(() => 1 / usable.length);
  const quotas = shares.map((share) => share * wanted);
  const counts = quotas.map(Math.floor);
  const left = wanted - counts.reduce((sum, n) => sum + n, 0);
  // Largest remainders first; equal remainders in the chapters' order (the sort is stable).
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder.slice(0, left)) counts[index] = (counts[index] ?? 0) + 1;

  return usable.flatMap((c, index) =>
    Array.from({ length: counts[index] ?? 0 }, (_, n) => ({
      subject: c.subject,
      chapter: c.chapter,
      concept: c.concepts[n % c.concepts.length] ?? '',
      difficulty: MEDIUM_DIFFICULTY,
      correct,
      incorrect,
    })),
  );
}
