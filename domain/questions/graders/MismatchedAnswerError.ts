import { AppError } from '../../errors.ts';

/**
 * An answer that does not fit its question: another question type, or ids the question does not
 * have. The player only sends what it was shown, so this is a client's mistake (a 400 naming the
 * field), never a wrong answer to grade.
 */
export class MismatchedAnswerError extends AppError {
  override name = 'MismatchedAnswerError';

  constructor(
    /** Where in the answer, e.g. `choices` or `parts.phy-kin-0001.value`. */
    readonly field: string,
    /** What is wrong there, for a caller that moves the field (a linked part's answer). */
    readonly reason: string,
  ) {
    super('VALIDATION_FAILED', `answer.${field}: ${reason}`);
  }
}
