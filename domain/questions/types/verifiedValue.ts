import { evaluateExpression } from '../evaluateExpression.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';

/**
 * The value of a question's `verify` expression, which the key must agree with; a broken
 * expression is itself a problem of the key, reported at `at`.
 */
export function verifiedValue(
  question: { verify?: string },
  problems: KeyProblem[],
  at = '/verify',
): number | undefined {
  if (question.verify === undefined) return undefined;
  try {
    return evaluateExpression(question.verify);
  } catch (error) {
    problems.push({ pointer: at, message: (error as Error).message });
    return undefined;
  }
}
