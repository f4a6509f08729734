/** Where API failures are filed in the events service. */
export const API_ERROR_EVENT = { namespace: 'errors', topic: 'api_error' } as const;

/** A server's message is kept to this many characters: enough to read, never a whole page. */
export const ERROR_RESPONSE_MAX_CHARS = 500;

/** What the API layer knows of a failed call: the status (0 when no answer came) and the answer. */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
}

/** The spec's error record (shell §8, learning-experience §8): code, type, response, feature, URL. */
export interface ApiErrorRecord {
  error_code: string;
  error_type: string;
  error_response: string;
  feature_name: string;
  status: number;
  url?: string;
  /** Where the failure showed, for the calls whose spec names it (timeline: Home, Timeline). */
  module_name?: string;
  screen?: string;
}

/** The module and screen a call's failure is filed under, where the spec names them. */
export interface ErrorPlace {
  module_name: string;
  screen: string;
}

/** The code the API layer gives an answer its contract does not describe. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

function errorTypeOf(failure: ApiFailure): string {
  if (failure.status === 0) return 'network';
  if (failure.code === INVALID_RESPONSE_CODE) return 'invalid_response';
  return `http_${String(failure.status)}`;
}

/**
 * The record of one failed call. The URL loses its query: some calls carry one-time secrets
 * there (the single-sign-on `lr`), and analytics must not collect them.
 */
export function apiErrorRecord(
  failure: ApiFailure,
  feature: string,
  url?: string,
  place?: ErrorPlace,
): ApiErrorRecord {
  return {
    error_code: failure.code,
    error_type: errorTypeOf(failure),
    error_response: failure.message.slice(0, ERROR_RESPONSE_MAX_CHARS),
    feature_name: feature,
    status: failure.status,
    ...(url !== undefined && { url: url.split('?')[0] ?? url }),
    ...place,
  };
}
