import type { VIDEO_STATUSES } from '../contracts/contentStatus.ts';
import { STARTED_THRESHOLD_S } from './playerConstants.ts';

export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * How far a video is watched (spec §4 "Video"): STARTED at or below 0.5 s or while the duration is
 * unknown, INPROGRESS below the duration, COMPLETED at or past it.
 */
export function progressStatus(position: number, duration: number | undefined): VideoStatus {
  const known = duration !== undefined && Number.isFinite(duration) && duration > 0;
  if (!known || position <= STARTED_THRESHOLD_S) return 'STARTED';
  return position < duration ? 'INPROGRESS' : 'COMPLETED';
}
