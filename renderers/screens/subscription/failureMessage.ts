import { ApiError } from '../../../runtime/api/callApi.ts';

/**
 * The words for a failed subscription call: the network's line when no answer came (the server
 * was never reached), else the caller's own.
 */
export function failureMessage(error: unknown, otherwise: string): string {
  return error instanceof ApiError && error.status === 0 ? 'subscription.error.network' : otherwise;
}
