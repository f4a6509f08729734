import type { VideoStatus } from './progressStatus.ts';

/** The saved progress of a video, as the content-status call answers it. */
export interface SavedProgress {
  content_status: VideoStatus | null;
  watched_duration: number;
}

/** The resume prompt is offered for a video left part-way through (spec §2 "Video player"). */
export function shouldOfferResume(saved: SavedProgress | undefined): boolean {
  return saved?.content_status === 'INPROGRESS' && saved.watched_duration > 0;
}
