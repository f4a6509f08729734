/** What is known about a failed load or play. */
export interface VideoFailure {
  /** The HTTP status the video's address answered with, when one came back. */
  statusCode?: number | undefined;
  /** The player's own error message, if it gave one. */
  message?: string | undefined;
  online: boolean;
}

/**
 * The `type` of the LVDP_Error event (spec §8): incorrect_url when a status code is known, else the
 * player's message, else the network state.
 */
export function videoErrorType(failure: VideoFailure): string {
  if (failure.statusCode !== undefined && failure.statusCode > 0) return 'incorrect_url';
  if (failure.message) return failure.message;
  return failure.online ? 'network' : 'offline';
}
