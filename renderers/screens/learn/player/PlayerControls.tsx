import { FormattedMessage, useIntl } from 'react-intl';
import { PLAYBACK_SPEEDS } from '../../../../domain/learn/playbackSpeeds.ts';
import type { VideoQuality } from '../../../../domain/learn/qualityForWidth.ts';
import type { SubtitleEntry } from '../../../../domain/learn/vttSubtitles.ts';
import type { VideoReactions } from '../../../../runtime/learn/useVideoReactions.ts';

export interface PlayerControlsProps {
  onRewind: () => void;
  onForward: () => void;
  skipIntro: (() => void) | undefined;
  /** Undefined hides bookmark and like (nothing loaded yet). */
  reactions: VideoReactions | undefined;
  /** Bookmarking is offered for videos that are not public (the player's configuration). */
  showBookmark: boolean;
  canLike: boolean;
  quality: {
    options: readonly VideoQuality[];
    value: VideoQuality;
    onChange: (q: VideoQuality) => void;
  };
  speed: { value: number; onChange: (speed: number) => void };
  subtitles: { tracks: readonly SubtitleEntry[]; value: number; onChange: (index: number) => void };
}

/** Our control row under the video: seek steps, skip intro, bookmark, like and the three menus. */
export function PlayerControls(props: PlayerControlsProps) {
  const intl = useIntl();
  const { reactions, quality, speed, subtitles } = props;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <div className="video-player__bar video-player__controls">
      <button
        type="button"
        className="video-player__icon"
        aria-label={label('player.rewind')}
        onClick={props.onRewind}
      >
        <span aria-hidden="true">↺</span>
      </button>
      <button
        type="button"
        className="video-player__icon"
        aria-label={label('player.forward')}
        onClick={props.onForward}
      >
        <span aria-hidden="true">↻</span>
      </button>
      {props.skipIntro && (
        <button type="button" className="video-player__skip" onClick={props.skipIntro}>
          <FormattedMessage id="player.skipIntro" />
        </button>
      )}
      {reactions && props.showBookmark && (
        <button
          type="button"
          aria-pressed={reactions.bookmarked}
          aria-busy={reactions.busy.has('bookmarked')}
          onClick={reactions.toggleBookmark}
        >
          <FormattedMessage id="player.bookmark" />
        </button>
      )}
      {reactions && (
        <button
          type="button"
          aria-pressed={reactions.liked}
          aria-busy={reactions.busy.has('liked')}
          disabled={!props.canLike}
          onClick={reactions.toggleLike}
        >
          <FormattedMessage id="player.like" />
        </button>
      )}
      <span className="video-player__menus">
        <label>
          <FormattedMessage id="player.quality" />
          <select
            value={quality.value}
            onChange={(event) => quality.onChange(event.target.value as VideoQuality)}
          >
            {quality.options.map((option) => (
              <option key={option} value={option}>
                {option === 'auto' ? label('player.quality.auto') : option}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="player.speed" />
          <select
            value={speed.value}
            onChange={(event) => speed.onChange(Number(event.target.value))}
          >
            {PLAYBACK_SPEEDS.map((option) => (
              <option key={option} value={option}>
                {option === 1
                  ? label('player.speed.normal')
                  : intl.formatMessage({ id: 'player.speed.option' }, { speed: option })}
              </option>
            ))}
          </select>
        </label>
        {subtitles.tracks.length > 0 && (
          <label>
            <FormattedMessage id="player.subtitles" />
            <select
              value={subtitles.value}
              onChange={(event) => subtitles.onChange(Number(event.target.value))}
            >
              <option value={-1}>{label('player.subtitles.off')}</option>
              {subtitles.tracks.map((track, index) => (
                <option key={track.url} value={index}>
                  {track.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </span>
    </div>
  );
}
