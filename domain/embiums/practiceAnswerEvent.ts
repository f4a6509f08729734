import type { AttemptType } from '../contracts/practice.ts';

/** The attempt types of a right answer that is not a perfect one. */
const RIGHT_TYPES: ReadonlySet<AttemptType> = new Set([
  'TooFastCorrect',
  'OvertimeCorrect',
  'SolveWithUsCorrect',
]);

/**
 * Which embium event a practice answer is: a right answer within its ideal time and without a
 * hint is perfect, any other right one is right, a wrong, wasted or revealed one earns nothing.
 */
export function practiceAnswerEvent(
  type: AttemptType,
  hintUsed: boolean,
): 'practiceRight' | 'practicePerfect' | null {
  if (type === 'Perfect') return hintUsed ? 'practiceRight' : 'practicePerfect';
  return RIGHT_TYPES.has(type) ? 'practiceRight' : null;
}
