import { useIntl } from 'react-intl';
import type { AnnotationPoint } from '../../../../domain/learn/crossedAnnotation.ts';
import { formatClock } from '../../../../domain/learn/formatClock.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';
import type { PlayerRequest } from '../../../../runtime/learn/playerAtom.ts';
import { EndScreen } from './EndScreen.tsx';
import { PracticeLayer } from './PracticeLayer.tsx';
import type { PracticeMessageId } from './practiceMessages.ts';
import { Prompt } from './Prompt.tsx';

/** What stands over the video and pauses it. */
export type Layer =
  | { kind: 'resume'; at: number }
  | { kind: 'close' }
  | { kind: 'practice'; point: AnnotationPoint; messageId: PracticeMessageId };

export interface SessionLayerProps {
  request: PlayerRequest;
  locale: Locale;
  failed: boolean;
  ended: boolean;
  /** Embiums this lesson earned, shown on the end screen. */
  embiums: number;
  layer: Layer | undefined;
  onReload: () => void;
  onClose: () => void;
  onConfirmClose: () => void;
  onResume: () => void;
  /** The resume prompt's answer: where to play from. */
  onResumeAnswer: (from: number) => void;
  onPlay: (videoId: string) => void;
  onReplay: () => void;
}

/** The one layer shown over the video: error, end screen, or a prompt or the practice frame. */
export function SessionLayer(props: SessionLayerProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { layer } = props;
  if (props.failed) {
    return (
      <Prompt
        title={text('video.error.title')}
        message={text('video.error.message')}
        actions={[
          { label: text('video.error.reload'), onClick: props.onReload },
          { label: text('player.close.confirm'), onClick: props.onClose },
        ]}
      />
    );
  }
  if (props.ended) {
    return (
      <EndScreen
        request={props.request}
        locale={props.locale}
        embiums={props.embiums}
        onPlay={props.onPlay}
        onReplay={props.onReplay}
        onClose={props.onClose}
      />
    );
  }
  if (layer?.kind === 'resume') {
    return (
      <Prompt
        title={text('player.resume.title')}
        message={intl.formatMessage(
          { id: 'player.resume.message' },
          { time: formatClock(layer.at) },
        )}
        actions={[
          { label: text('player.resume.yes'), onClick: () => props.onResumeAnswer(layer.at) },
          { label: text('player.resume.no'), onClick: () => props.onResumeAnswer(0) },
        ]}
      />
    );
  }
  if (layer?.kind === 'close') {
    return (
      <Prompt
        title={text('player.close.title')}
        message={text('player.close.message')}
        actions={[
          { label: text('player.close.confirm'), onClick: props.onConfirmClose },
          { label: text('player.close.resume'), onClick: props.onResume },
        ]}
      />
    );
  }
  if (layer?.kind === 'practice') {
    return (
      <PracticeLayer
        videoId={props.request.videoId}
        point={layer.point}
        messageId={layer.messageId}
        onClose={props.onResume}
      />
    );
  }
  return null;
}
