import type Plyr from 'plyr';
import { useRef, useState } from 'react';
import { SKIP_INTRO_END_S } from '../../../../domain/learn/playerConstants.ts';
import type { PlaybackClock } from '../../../../runtime/learn/videoProgress.ts';

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

/** Where to pick up when the next Plyr arrives (fallback address, other quality, reload). */
export interface CarryOver {
  time: number;
  play: boolean;
}

/**
 * The current Plyr and what the player shows about it: playing, started (played at all), ended,
 * and the clock during the intro (the skip-intro button only needs its first seconds).
 */
export function usePlayback(lengthOfVideo: number | undefined) {
  const player = useRef<Plyr>(undefined);
  const lastTime = useRef(0);
  const carryOver = useRef<CarryOver>(undefined);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [ended, setEnded] = useState(false);
  const [introClock, setIntroClock] = useState(0);

  const play = () => {
    const current = player.current;
    if (!current) return;
    // Browsers may refuse to start without a gesture; the big play button is there for that.
    Promise.resolve(current.play()).catch((error: unknown) =>
      console.info('playback did not start', error),
    );
  };

  const seekTo = (seconds: number, andPlay: boolean) => {
    const current = player.current;
    if (!current) {
      carryOver.current = { time: seconds, play: andPlay };
      return;
    }
    current.currentTime = seconds;
    lastTime.current = seconds;
    if (andPlay) play();
  };

  return {
    playerRef: player,
    lastTimeRef: lastTime,
    carryOverRef: carryOver,
    playing,
    started,
    ended,
    introClock,
    setEnded,
    play,
    seekTo,
    pause: () => player.current?.pause(),
    seekBy: (delta: number) => {
      const current = player.current;
      if (current) seekTo(Math.max(0, current.currentTime + delta), false);
    },
    togglePlay: () => {
      if (player.current?.playing) player.current.pause();
      else play();
    },
    toggleMute: () => {
      if (player.current) player.current.muted = !player.current.muted;
    },
    clock: (): PlaybackClock => ({
      position: player.current?.currentTime ?? lastTime.current,
      duration: positive(player.current?.duration) ?? positive(lengthOfVideo),
    }),
    /** Media events that only change what is shown; returns the new time on timeupdate. */
    track: (event: 'play' | 'pause' | 'ended' | 'timeupdate', current: Plyr) => {
      if (event === 'play') {
        setPlaying(true);
        setStarted(true);
        setEnded(false);
      } else if (event === 'pause' || event === 'ended') {
        setPlaying(false);
      } else {
        lastTime.current = current.currentTime;
        setIntroClock(Math.min(current.currentTime, SKIP_INTRO_END_S + 1));
      }
    },
    /** A Plyr was set up or destroyed. */
    attach: (current: Plyr | undefined) => {
      if (current === undefined) setPlaying(false);
      player.current = current;
    },
  };
}

export type Playback = ReturnType<typeof usePlayback>;
