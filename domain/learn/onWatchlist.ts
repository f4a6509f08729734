/** The status of a lesson watched to its end (content-status, learning-experience spec §7). */
export const FINISHED_STATUS = 'COMPLETED';

/**
 * Whether a lesson belongs on the watchlist: the student started it (a status was saved) and has
 * not finished it. A finished lesson drops off for good, since a status never goes back from
 * COMPLETED.
 */
export function onWatchlist(status: { status: string } | undefined): boolean {
  return status !== undefined && status.status !== FINISHED_STATUS;
}
