import type { ApiError } from '../../../runtime/api/callApi.ts';
import type { ExceptionKind } from '../../../schemas/types.generated.ts';

/**
 * The exception page for a failed test call (learning-experience spec §8: a meta or session
 * failure shows content-not-found or session-expired): no answer is the network page, a refused
 * sign-in the session page, a server fault the server page, and anything else a missing test.
 */
export function testExceptionKind(error: ApiError): ExceptionKind {
  if (error.status === 0) return 'network';
  if (error.status === 401) return 'sessionExpired';
  if (error.status >= 500) return 'server';
  return 'contentNotFound';
}

/** The server's answer while a test's results are not out (RESULT_NOT_AVAILABLE, 409; 423 too). */
export function isResultPending(error: ApiError | undefined): boolean {
  return (
    error !== undefined &&
    (error.code === 'RESULT_NOT_AVAILABLE' || error.status === 409 || error.status === 423)
  );
}
