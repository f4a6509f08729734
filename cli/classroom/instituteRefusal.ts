import { AppError, type ErrorCode } from '../../domain/errors.ts';
import { InvalidDataError, UsageError } from '../exitCodes.ts';

/**
 * Runs a store call of the institute's side, turning its refusals into the line the operator
 * reads: something the options name that the organisation does not have is a usage error (exit
 * 2) worded by `said`; a state that forbids the change (a class no longer on) is invalid data
 * (exit 1). Any other failure is not the operator's and goes on as it is.
 */
export async function asOperator<T>(
  work: () => Promise<T>,
  said: Partial<Record<ErrorCode, string>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const line = said[error.code] ?? error.message;
    if (error.code === 'LIVE_CLASS_NOT_OPEN') throw new InvalidDataError(line);
    if (said[error.code] !== undefined || error.code === 'VALIDATION_FAILED')
      throw new UsageError(line);
    throw error;
  }
}
