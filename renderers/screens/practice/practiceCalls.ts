import { ApiError } from '../../../runtime/api/callApi.ts';
import { trackEvent } from '../../../runtime/events/trackEvent.ts';
import { CLOSE_FRAME_MESSAGE } from '../../../domain/learn/isCloseFrameMessage.ts';

/**
 * Reports a practice failure to error logging (learning-experience spec §8: error_code,
 * error_type, error_response, feature_name) exactly once; most show the student nothing more.
 * A failed call is an ApiError that callApi has already filed as the spec's error record, under
 * the `feature` its caller named, so only what went wrong here, past the call, is reported now.
 */
export function reportPracticeError(error: unknown, feature: string): void {
  if (error instanceof ApiError) return;
  trackEvent('practice', 'error', {
    error_code: 'CLIENT',
    error_type: 'client',
    error_response: error instanceof Error ? error.message : String(error),
    feature_name: feature,
  });
}

/** Asks the page around the frame to close it; only a page of our own origin may hear it. */
export function closeFrame(): void {
  window.parent.postMessage(CLOSE_FRAME_MESSAGE, window.location.origin);
}
