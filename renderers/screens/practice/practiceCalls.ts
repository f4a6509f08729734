import { ApiError } from '../../../runtime/api/callApi.ts';
import { trackEvent } from '../../../runtime/events/trackEvent.ts';
import { CLOSE_FRAME_MESSAGE } from '../../../domain/learn/isCloseFrameMessage.ts';

/**
 * Reports a failed practice call to error logging (learning-experience spec §8: error_code,
 * error_type, error_response, feature_name); most failures show the student nothing more.
 */
export function reportPracticeError(error: unknown, feature: string): void {
  const api = error instanceof ApiError ? error : undefined;
  trackEvent('practice', 'error', {
    error_code: api?.code ?? 'CLIENT',
    error_type: api === undefined ? 'client' : api.status === 0 ? 'network' : `http_${api.status}`,
    error_response: error instanceof Error ? error.message : String(error),
    feature_name: feature,
  });
}

/** Asks the page around the frame to close it; only a page of our own origin may hear it. */
export function closeFrame(): void {
  window.parent.postMessage(CLOSE_FRAME_MESSAGE, window.location.origin);
}
