import type { Step } from '../../schemas/types.generated.ts';
import { matchBlank } from './matchBlank.ts';

/** One solve-with-us step as the bank writes it: blanks to fill, or a yes/no question. */
export type SolveWithUsStep = Step;

/**
 * The check of one step's answers. Blanks match as fill-in-the-blanks questions do, so a spelling
 * right there is right here; a yes/no step takes exactly 'yes' or 'no', as its buttons send.
 */
export function checkStep(step: SolveWithUsStep, answers: readonly string[]): { correct: boolean } {
  if ('fibs' in step)
    return {
      correct:
        answers.length === step.fibs.length &&
        step.fibs.every((accepted, i) => matchBlank(answers[i] ?? '', accepted)),
    };
  return { correct: answers[0] === (step.yes ? 'yes' : 'no') };
}
