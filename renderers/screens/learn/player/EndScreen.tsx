import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextCall } from '../../../../domain/contracts/content.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { useFeature } from '../../../../runtime/brand/useFeature.ts';
import type { PlayerRequest } from '../../../../runtime/learn/playerAtom.ts';
import { useLoaded } from '../../../../runtime/learn/useLoaded.ts';
import { AutoplayCountdown } from './AutoplayCountdown.tsx';

export interface EndScreenProps {
  request: PlayerRequest;
  locale: Locale;
  /** Embiums the lesson earned (0 where the brand has none, or none were earned). */
  embiums: number;
  onPlay: (videoId: string) => void;
  onReplay: () => void;
  onClose: () => void;
}

/**
 * After the last video: what to watch next (autoplay with a countdown, and recommended sections)
 * while the recommendations feature is on, Replay and Close always.
 */
export function EndScreen({ request, locale, embiums, onPlay, onReplay, onClose }: EndScreenProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const contentId = request.videoId;
  // Where the brand (or the user's flags) turns recommendations off, the end screen keeps only
  // Replay and Close: the next video to autoplay is itself a recommendation, so nothing is asked.
  const recommending = useFeature('recommendations');
  const next = useLoaded(recommending ? JSON.stringify([contentId, locale]) : undefined, () =>
    callApi(nextCall, {
      params: { contentId },
      query: {
        book_id: request.bookId,
        learnpath_format_name: request.learnpathName,
        source: request.source,
        topic_learnpath_name: request.topicLearnpathName,
        locale,
      },
    }).then((answer) => answer.body.data),
  );
  useEffect(() => heading.current?.focus(), []);
  const data = next.state === 'ready' ? next.value : undefined;
  const upNext = data?.autoplay[0]?.content[0];

  return (
    <section className="video-player__layer video-player__end" aria-labelledby="video-player-end">
      <h3 id="video-player-end" ref={heading} tabIndex={-1}>
        <FormattedMessage id="player.end.title" />
      </h3>
      {embiums > 0 && (
        <p className="video-player__embiums">
          <FormattedMessage id="player.end.embiums" values={{ count: embiums }} />
        </p>
      )}
      {upNext && <AutoplayCountdown next={upNext} onPlay={onPlay} />}
      <div className="video-player__actions">
        <button type="button" onClick={onReplay}>
          <FormattedMessage id="player.end.replay" />
        </button>
        <button type="button" onClick={onClose}>
          <FormattedMessage id="player.end.close" />
        </button>
      </div>
      {recommending && next.state === 'loading' && (
        <p aria-busy="true">
          <FormattedMessage id="player.end.loading" />
        </p>
      )}
      {data?.recommendations.map((section) => (
        <section key={section.section_id} aria-label={section.section_name}>
          <h4>{section.section_name}</h4>
          <ul className="video-player__tiles">
            {section.content.map((tile) => (
              <li key={tile.id}>
                <button
                  type="button"
                  aria-label={intl.formatMessage(
                    { id: 'player.end.play' },
                    { title: tile.tileName },
                  )}
                  onClick={() => onPlay(tile.id)}
                >
                  {(tile.thumb ?? tile.thumb_list[0]) && (
                    <img src={tile.thumb ?? tile.thumb_list[0]} alt="" loading="lazy" />
                  )}
                  <span>{tile.tileName}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
