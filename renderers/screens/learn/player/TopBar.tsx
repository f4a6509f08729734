import { useIntl } from 'react-intl';
import type { Fullscreen } from './useFullscreen.ts';

export const PLAYER_TITLE_ID = 'video-player-title';

export interface TopBarProps {
  title: string | undefined;
  fullscreen: Fullscreen;
  onBack: () => void;
}

/** Back (the same as closing), the video's title, and the fullscreen toggle. */
export function TopBar({ title, fullscreen, onBack }: TopBarProps) {
  const intl = useIntl();
  const fullscreenLabel = intl.formatMessage({
    id: fullscreen.active ? 'player.exitFullscreen' : 'player.enterFullscreen',
  });
  return (
    <div className="video-player__bar video-player__top">
      <button
        type="button"
        className="video-player__icon"
        aria-label={intl.formatMessage({ id: 'player.back' })}
        onClick={onBack}
      >
        <span aria-hidden="true">←</span>
      </button>
      <h2 id={PLAYER_TITLE_ID} className="video-player__title">
        {title ?? intl.formatMessage({ id: 'player.dialogLabel' })}
      </h2>
      {fullscreen.available && (
        <button
          type="button"
          className="video-player__icon"
          aria-label={fullscreenLabel}
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          <span aria-hidden="true">{fullscreen.active ? '⤡' : '⤢'}</span>
        </button>
      )}
    </div>
  );
}
