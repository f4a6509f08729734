import { useEffect, useEffectEvent, useReducer } from 'react';
import { FormattedMessage } from 'react-intl';
import type { nextVideo } from '../../../../domain/contracts/content.ts';
import { autoplayCountdown, startCountdown } from '../../../../domain/learn/autoplayCountdown.ts';
import type * as z from 'zod/mini';

export interface AutoplayCountdownProps {
  next: z.infer<typeof nextVideo>;
  onPlay: (videoId: string) => void;
}

/**
 * "Next video in 5 s": counts down and plays the next video; hovering cancels (and says so),
 * clicking plays at once, another next video starts the count again.
 */
export function AutoplayCountdown({ next, onPlay }: AutoplayCountdownProps) {
  const [countdown, dispatch] = useReducer(autoplayCountdown, next.id, startCountdown);
  const play = useEffectEvent(onPlay);

  useEffect(() => dispatch({ type: 'next', nextId: next.id }), [next.id]);

  useEffect(() => {
    if (countdown.phase !== 'counting') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [countdown.phase, countdown.nextId]);

  useEffect(() => {
    if (countdown.phase === 'play' && countdown.nextId) play(countdown.nextId);
  }, [countdown.phase, countdown.nextId]);

  return (
    <button
      type="button"
      className="video-player__countdown"
      onMouseEnter={() => dispatch({ type: 'hover' })}
      onClick={() => dispatch({ type: 'click' })}
    >
      {next.thumb_list[0] && <img src={next.thumb_list[0]} alt="" />}
      <span>
        {countdown.phase === 'cancelled' ? (
          <FormattedMessage id="player.end.playNext" values={{ title: next.title }} />
        ) : (
          <FormattedMessage
            id="player.end.countdown"
            values={{ seconds: countdown.remaining, title: next.title }}
          />
        )}
      </span>
    </button>
  );
}
