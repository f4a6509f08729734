import Plyr from 'plyr';
import 'plyr/dist/plyr.css';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { SubtitleEntry } from '../../../../domain/learn/vttSubtitles.ts';

/** The media events the player reacts to, plus `ready` once Plyr is set up and `gone` after. */
export const MEDIA_EVENTS = ['play', 'pause', 'timeupdate', 'ended', 'error'] as const;
export type MediaEvent = (typeof MEDIA_EVENTS)[number] | 'ready' | 'gone';

export interface PlyrMediaProps {
  src: string;
  tracks: readonly SubtitleEntry[];
  /** The index of the track on at the start, -1 for none. */
  defaultTrack: number;
  poster: string | undefined;
  options: Plyr.Options;
  onEvent: (event: MediaEvent, player: Plyr, video: HTMLVideoElement) => void;
}

function videoElement({ src, tracks, defaultTrack, poster }: Omit<PlyrMediaProps, 'onEvent'>) {
  const video = document.createElement('video');
  video.src = src;
  video.preload = 'metadata';
  video.playsInline = true;
  if (poster) video.poster = poster;
  tracks.forEach((entry, index) => {
    const track = document.createElement('track');
    track.kind = 'subtitles';
    track.src = entry.url;
    track.srclang = entry.lang;
    track.label = entry.label;
    track.default = index === defaultTrack;
    video.append(track);
  });
  return video;
}

/**
 * The <video> and its Plyr. React renders only the wrapping <div>; the <video> is made here and
 * handed to Plyr, which moves it into a container of its own, so React never holds a node Plyr
 * moved (it would crash on unmount). Mount with key={src}: a new address is a new element and Plyr.
 */
export function PlyrMedia({ onEvent, ...media }: PlyrMediaProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const emit = useEffectEvent(onEvent);
  const initial = useEffectEvent(() => media);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const setup = initial();
    const video = videoElement(setup);
    host.append(video);
    const player = new Plyr(video, setup.options);
    let live = true;
    for (const type of MEDIA_EVENTS) {
      player.on(type, () => {
        if (live) emit(type, player, video);
      });
    }
    emit('ready', player, video);
    return () => {
      live = false;
      emit('gone', player, video);
      player.destroy();
      // Plyr puts back a copy of the original element; stop it from fetching before it goes.
      for (const left of host.querySelectorAll('video')) {
        left.removeAttribute('src');
        left.load();
      }
      host.replaceChildren();
    };
  }, []);
  return <div ref={hostRef} className="video-player__media" />;
}
