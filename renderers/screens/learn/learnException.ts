import type { ApiError } from '../../../runtime/api/callApi.ts';
import type { ExceptionKind } from '../../../schemas/types.generated.ts';

/**
 * The exception page for a learn page whose call failed: no answer is the network page, a missing
 * or malformed id is content-not-found, anything else is the server page.
 */
export function exceptionKindOf(error: ApiError): ExceptionKind {
  if (error.status === 0) return 'network';
  if (error.status === 400 || error.status === 404) return 'contentNotFound';
  return 'server';
}
