import type { Grade } from '../Grader.ts';

/** Keys are decimals typed by authors: 0.1 + 0.2 must not miss 0.3 by a rounding error. */
const RELATIVE_EPSILON = 1e-9;

/** The check of a numeric answer (Integer, NumberLine): right within the key's tolerance. */
export function gradeNumeric(key: { value: number; tolerance?: number }, value: number): Grade {
  const allowed = (key.tolerance ?? 0) + RELATIVE_EPSILON * Math.abs(key.value);
  const correct = Math.abs(value - key.value) <= allowed;
  return {
    correct,
    score: correct ? 1 : 0,
    selectedCsv: String(value),
    correctCsv: String(key.value),
  };
}
