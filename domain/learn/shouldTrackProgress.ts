/** Progress is recorded only for videos with a length that are not public (spec §4 "Video"). */
export function shouldTrackProgress(video: { is_public: boolean; duration: number }): boolean {
  return !video.is_public && video.duration > 0;
}
