import { useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnotationPoint } from '../../../../domain/learn/crossedAnnotation.ts';
import { isCloseFrameMessage } from '../../../../domain/learn/isCloseFrameMessage.ts';
import { ANNOTATION_PRACTICE_DELAY_MS } from '../../../../domain/learn/playerConstants.ts';
import { practiceFrameUrl } from '../../../../domain/learn/practiceFrameUrl.ts';
import type { PracticeMessageId } from './practiceMessages.ts';

export interface PracticeLayerProps {
  videoId: string;
  point: AnnotationPoint;
  messageId: PracticeMessageId;
  /** The frame is done: back to the video, which plays on. */
  onClose: () => void;
}

/**
 * At an annotation point: a practice message, then (3 s later) the practice screen in a frame. The
 * frame closes itself by posting CLOSE_IFRAME; only messages from our own origin count.
 */
export function PracticeLayer({ videoId, point, messageId, onClose }: PracticeLayerProps) {
  const intl = useIntl();
  const [framed, setFramed] = useState(false);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const timer = setTimeout(() => setFramed(true), ANNOTATION_PRACTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isCloseFrameMessage(event.data)) close();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!framed) {
    return (
      <div className="video-player__layer video-player__practice-message" role="status">
        <p>
          <FormattedMessage id={messageId} />
        </p>
      </div>
    );
  }
  return (
    <div className="video-player__layer video-player__practice">
      <button type="button" onClick={onClose}>
        <FormattedMessage id="player.practice.close" />
      </button>
      <iframe
        title={intl.formatMessage(
          { id: 'player.practice.frameTitle' },
          { concept: point.concept_name },
        )}
        src={practiceFrameUrl(videoId, point)}
      />
    </div>
  );
}
