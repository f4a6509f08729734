import { useRef } from 'react';
import type { PlayerRequest } from '../../../../runtime/learn/playerAtom.ts';
import { useCatalogParts } from '../../../../runtime/i18n/CatalogParts.ts';
import './player.css';
import { PlanPrompt } from './PlanPrompt.tsx';
import { PLAYER_TITLE_ID } from './TopBar.tsx';
import { useFocusTrap } from '../../../shell/useFocusTrap.ts';
import { useFullscreen } from './useFullscreen.ts';
import { VideoSession } from './VideoSession.tsx';

export interface VideoPlayerProps {
  request: PlayerRequest;
}

/**
 * The full-screen video player over the current page (learning-experience spec §2): a modal
 * dialog that keeps focus inside. Each video is its own session, so moving to the next video
 * starts clean while the overlay (and fullscreen) stays.
 */
export function VideoPlayer({ request }: VideoPlayerProps) {
  useCatalogParts('learn');
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  useFocusTrap(root);
  return (
    <div
      ref={root}
      className="video-player"
      role="dialog"
      aria-modal="true"
      aria-labelledby={PLAYER_TITLE_ID}
      tabIndex={-1}
    >
      <VideoSession key={request.videoId} request={request} fullscreen={fullscreen} />
      <PlanPrompt />
    </div>
  );
}
