import { useState } from 'react';
import type { VideoDetails } from '../../../../domain/contracts/content.ts';
import { defaultSubtitle } from '../../../../domain/learn/defaultSubtitle.ts';
import {
  isVideoQuality,
  LOW_QUALITY,
  qualityForWidth,
} from '../../../../domain/learn/qualityForWidth.ts';
import { qualityOptions } from '../../../../domain/learn/qualityOptions.ts';
import type { SubtitleEntry } from '../../../../domain/learn/vttSubtitles.ts';
import type { Viewer } from '../../../../runtime/learn/useViewer.ts';
import { optimisedVideoOn } from '../../../../runtime/storage/optimisedVideo.ts';
import type { PlayerControlsProps } from './PlayerControls.tsx';
import type { Playback } from './usePlayback.ts';

/**
 * Quality, speed and subtitles: the viewer's choices, what to ask the CDN for, and the menus.
 * Speed and subtitles apply to the current Plyr at once; a quality that needs another address
 * carries the position (and playing or not) over to the Plyr that comes with it.
 */
export function useMediaSettings(
  viewer: Viewer,
  details: VideoDetails | undefined,
  tracks: readonly SubtitleEntry[],
  playback: Playback,
) {
  const { playerRef, carryOverRef } = playback;
  const [quality, setQuality] = useState(() => {
    const preferred = isVideoQuality(viewer.videoQuality) ? viewer.videoQuality : 'auto';
    // A data-saving link (optimised_video, kept 7 days) starts in low quality unless one was chosen.
    return preferred === 'auto' && optimisedVideoOn() ? LOW_QUALITY : preferred;
  });
  const [speed, setSpeed] = useState(1);
  const [subtitle, setSubtitle] = useState<number>();
  const asked = qualityForWidth(quality, window.innerWidth);
  const subtitleIndex = subtitle ?? defaultSubtitle(tracks, viewer.locale);

  const menus: Pick<PlayerControlsProps, 'quality' | 'speed' | 'subtitles'> = {
    quality: {
      options: qualityOptions(details?.qualities ?? []),
      value: quality,
      onChange: (chosen) => {
        if (qualityForWidth(chosen, window.innerWidth) !== asked) {
          carryOverRef.current = { time: playback.clock().position, play: playback.playing };
        }
        setQuality(chosen);
      },
    },
    speed: {
      value: speed,
      onChange: (chosen) => {
        setSpeed(chosen);
        if (playerRef.current) playerRef.current.speed = chosen;
      },
    },
    subtitles: {
      tracks,
      value: subtitleIndex,
      onChange: (index) => {
        setSubtitle(index);
        if (!playerRef.current) return;
        playerRef.current.currentTrack = index;
        playerRef.current.toggleCaptions(index >= 0);
      },
    },
  };
  return {
    /** The quality to ask the CDN for. */
    asked,
    speed,
    subtitleIndex,
    captions: {
      active: subtitleIndex >= 0,
      language: tracks[subtitleIndex]?.lang ?? viewer.locale,
    },
    menus,
  };
}
