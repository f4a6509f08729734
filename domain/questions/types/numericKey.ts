import type { Score } from '../Grader.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';
import { verifiedValue } from './verifiedValue.ts';

/** Keys are decimals typed by authors: 0.1 + 0.2 must not miss 0.3 by a rounding error. */
const RELATIVE_EPSILON = 1e-9;

type NumericKey = { value: number; tolerance?: number | undefined };

/** The check of a numeric answer (Integer, NumberLine): right within the key's tolerance. */
export function scoreNumeric(key: NumericKey, value: number): Score {
  const allowed = (key.tolerance ?? 0) + RELATIVE_EPSILON * Math.abs(key.value);
  const correct = Math.abs(value - key.value) <= allowed;
  return { correct, score: correct ? 1 : 0 };
}

/** A numeric CSV ("-12.5") read back. */
export function parseNumber(csv: string): number | undefined {
  const value = csv.trim() === '' ? Number.NaN : Number(csv);
  return Number.isFinite(value) ? value : undefined;
}

/** A numeric key agrees with its `verify` expression within its tolerance. */
export function numericKeyProblems(question: {
  verify?: string;
  answer: NumericKey;
}): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const verified = verifiedValue(question, problems);
  const { value, tolerance } = question.answer;
  if (verified !== undefined && !scoreNumeric({ value, tolerance }, verified).correct)
    problems.push({ pointer: '/verify', message: `gives ${verified}, but the answer is ${value}` });
  return problems;
}
