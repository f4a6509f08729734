import type Plyr from 'plyr';
import type { IntlShape } from 'react-intl';
// The sprite that matches the installed plyr, bundled with the player chunk (never Plyr's CDN).
// The path goes through node_modules because plyr's package exports do not list the file.
import plyrIcons from '../../../../node_modules/plyr/dist/plyr.svg?url';
import { PLAYBACK_SPEEDS } from '../../../../domain/learn/playbackSpeeds.ts';
import { SEEK_STEP_S } from '../../../../domain/learn/playerConstants.ts';

/**
 * Plyr draws play, the progress bar, time and volume; everything else (top bar, quality, speed,
 * subtitles, seek steps, fullscreen of the whole overlay, keyboard, hiding the controls) is ours,
 * so Plyr's own versions of those are off.
 */
export function plyrOptions(
  intl: IntlShape,
  captions: { active: boolean; language: string },
): Plyr.Options {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    iconUrl: plyrIcons,
    blankVideo: '',
    controls: ['play-large', 'play', 'progress', 'current-time', 'duration', 'mute', 'volume'],
    settings: [],
    keyboard: { focused: false, global: false },
    hideControls: false,
    fullscreen: { enabled: false },
    seekTime: SEEK_STEP_S,
    speed: { selected: 1, options: [...PLAYBACK_SPEEDS] },
    captions: { ...captions, update: false },
    storage: { enabled: false },
    tooltips: { controls: false, seek: true },
    i18n: {
      play: text('player.plyr.play'),
      pause: text('player.plyr.pause'),
      seek: text('player.plyr.seek'),
      // Plyr fills these two placeholders itself, so they pass through react-intl unchanged.
      seekLabel: intl.formatMessage(
        { id: 'player.plyr.seekLabel' },
        { currentTime: '{currentTime}', duration: '{duration}' },
      ),
      played: text('player.plyr.played'),
      buffered: text('player.plyr.buffered'),
      currentTime: text('player.plyr.currentTime'),
      duration: text('player.plyr.duration'),
      volume: text('player.plyr.volume'),
      mute: text('player.plyr.mute'),
      unmute: text('player.plyr.unmute'),
    },
  };
}
