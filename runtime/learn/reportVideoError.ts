import { videoErrorType } from '../../domain/learn/videoErrorType.ts';
import { ApiError } from '../api/callApi.ts';
import { trackEvent } from '../events/trackEvent.ts';

export interface VideoErrorFacts {
  contentId: string;
  /** The media address that failed to play, probed for its HTTP status. */
  url?: string | undefined;
  /** A failed call (video, address), whose status tells an incorrect address. */
  error?: unknown;
  /** The player's error message. */
  message?: string | undefined;
}

/** The status a media address answers with when it is not a success; undefined otherwise. */
async function failedStatusOf(url: string): Promise<number | undefined> {
  try {
    const answer = await fetch(url, { method: 'HEAD' });
    return answer.ok ? undefined : answer.status;
  } catch {
    return undefined;
  }
}

/** Logs LVDP_Error (spec §8): incorrect_url when a status is known, the message, or the network. */
export async function reportVideoError(facts: VideoErrorFacts): Promise<void> {
  const callStatus = facts.error instanceof ApiError ? facts.error.status : undefined;
  const statusCode =
    callStatus !== undefined && callStatus > 0
      ? callStatus
      : facts.url === undefined
        ? undefined
        : await failedStatusOf(facts.url);
  const online = navigator.onLine;
  const message = facts.message;
  trackEvent('player', 'LVDP_Error', {
    type: videoErrorType({ statusCode, message, online }),
    content_id: facts.contentId,
    ...(statusCode !== undefined && { status_code: statusCode }),
    ...(message && { message }),
    network_state: online ? 'online' : 'offline',
  });
}
