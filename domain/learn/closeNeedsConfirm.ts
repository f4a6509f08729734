/** Closing asks first only while a started video is playing (spec §4 "Video"). */
export function closeNeedsConfirm(playback: {
  playing: boolean;
  started: boolean;
  ended: boolean;
}): boolean {
  return playback.playing && playback.started && !playback.ended;
}
