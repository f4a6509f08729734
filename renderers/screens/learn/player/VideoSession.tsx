import { useSetAtom } from 'jotai';
import type Plyr from 'plyr';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { closeNeedsConfirm } from '../../../../domain/learn/closeNeedsConfirm.ts';
import { crossedAnnotation } from '../../../../domain/learn/crossedAnnotation.ts';
import { nextInList } from '../../../../domain/learn/nextInList.ts';
import {
  CONTROLS_HIDE_MS,
  SEEK_STEP_S,
  SKIP_INTRO_END_S,
} from '../../../../domain/learn/playerConstants.ts';
import { shouldOfferResume } from '../../../../domain/learn/shouldOfferResume.ts';
import { skipIntroVisible } from '../../../../domain/learn/skipIntroVisible.ts';
import { useFeature } from '../../../../runtime/brand/useFeature.ts';
import { playerAtom, type PlayerRequest } from '../../../../runtime/learn/playerAtom.ts';
import { progressTarget } from '../../../../runtime/learn/progressTarget.ts';
import { reportVideoError } from '../../../../runtime/learn/reportVideoError.ts';
import { useLeaveGuard } from '../../../../runtime/learn/useLeaveGuard.ts';
import { useProgressReports } from '../../../../runtime/learn/useProgressReports.ts';
import { useVideoLoad } from '../../../../runtime/learn/useVideoLoad.ts';
import { useVideoReactions } from '../../../../runtime/learn/useVideoReactions.ts';
import { useVideoSource } from '../../../../runtime/learn/useVideoSource.ts';
import { useViewer } from '../../../../runtime/learn/useViewer.ts';
import { reportCompleted, reportStopped } from '../../../../runtime/learn/videoProgress.ts';
import { PlayerControls } from './PlayerControls.tsx';
import { plyrOptions } from './plyrOptions.ts';
import { PlyrMedia, type MediaEvent } from './PlyrMedia.tsx';
import { pickPracticeMessage } from './practiceMessages.ts';
import { SessionLayer, type Layer } from './SessionLayer.tsx';
import { TopBar } from './TopBar.tsx';
import type { Fullscreen } from './useFullscreen.ts';
import { useIdle } from './useIdle.ts';
import { useMediaSettings } from './useMediaSettings.ts';
import { usePlayback } from './usePlayback.ts';
import { usePlayerKeys } from './usePlayerKeys.ts';
import { useSourceChoice } from './useSourceChoice.ts';

export interface VideoSessionProps {
  request: PlayerRequest;
  fullscreen: Fullscreen;
}

/** One video in the player, from loading to closing or the next video (which is a new session). */
export function VideoSession({ request, fullscreen }: VideoSessionProps) {
  const intl = useIntl();
  const setRequest = useSetAtom(playerAtom);
  const viewer = useViewer();
  const [reloadKey, setReloadKey] = useState(0);
  const load = useVideoLoad(request.videoId, viewer, request.module, reloadKey);
  const video = load.state === 'ready' ? load.value : undefined;
  const details = video?.details;
  const tracks = video?.tracks ?? [];
  const playback = usePlayback(details?.duration);
  const { playerRef, lastTimeRef, carryOverRef, playing, started, ended } = playback;
  const settings = useMediaSettings(viewer, details, tracks, playback);
  const source = useVideoSource(details?.url, settings.asked, reloadKey);
  const choice = useSourceChoice(source);
  const { src } = choice;
  const loadError =
    load.state === 'failed' ? load.error : source.state === 'failed' ? source.error : undefined;
  const failed = loadError !== undefined || choice.exhausted;

  const target = useMemo(
    () => progressTarget(request, viewer, details),
    [request, viewer, details],
  );
  const reactions = useVideoReactions(details, viewer);
  const [layer, setLayer] = useState<Layer>();
  const [introUsed, setIntroUsed] = useState(false);
  const practisedRef = useRef(new Set<number>());
  const heldNavigationRef = useRef<() => void>(undefined);
  const begunRef = useRef(false);
  const embiumsOn = useFeature('embiums');
  /** The player state's embiums (learning-experience spec §3): earned by this lesson so far. */
  const [embiums, setEmbiums] = useState(0);

  useProgressReports(target, playing, playback.clock);
  useEffect(() => {
    if (loadError !== undefined)
      void reportVideoError({ contentId: request.videoId, error: loadError });
  }, [loadError, request.videoId]);

  const begin = (current: Plyr) => {
    playback.attach(current);
    current.speed = settings.speed;
    const carried = carryOverRef.current;
    carryOverRef.current = undefined;
    if (carried) return playback.seekTo(carried.time, carried.play);
    if (begunRef.current) return;
    begunRef.current = true;
    const saved = video?.saved;
    if (saved && shouldOfferResume(saved)) {
      current.pause();
      setLayer({ kind: 'resume', at: saved.watched_duration });
    } else playback.play();
  };

  const onTime = (current: Plyr) => {
    const from = lastTimeRef.current;
    playback.track('timeupdate', current);
    const point =
      layer || !details
        ? undefined
        : crossedAnnotation(details.annotations, from, current.currentTime, practisedRef.current);
    if (!point) return;
    practisedRef.current.add(point.at);
    current.pause();
    setLayer({ kind: 'practice', point, messageId: pickPracticeMessage() });
  };

  const onEnded = (current: Plyr) => {
    playback.track('ended', current);
    if (target)
      void reportCompleted(target, embiumsOn).then((earned) => setEmbiums((sum) => sum + earned));
    const next = nextInList(request.videoList, request.videoId);
    if (next) setRequest({ ...request, videoId: next });
    else playback.setEnded(true);
  };

  const onError = (element: HTMLVideoElement) => {
    if (src === undefined) return;
    carryOverRef.current = {
      time: lastTimeRef.current,
      play: begunRef.current && layer === undefined,
    };
    if (choice.fail(src)) return;
    const message = element.error?.message;
    void reportVideoError({ contentId: request.videoId, url: src, message: message || undefined });
  };

  const onMediaEvent = (event: MediaEvent, current: Plyr, element: HTMLVideoElement) => {
    if (event === 'ready') begin(current);
    else if (event === 'gone') {
      if (playerRef.current === current) playback.attach(undefined);
    } else if (event === 'timeupdate') onTime(current);
    else if (event === 'ended') onEnded(current);
    else if (event === 'error') onError(element);
    else playback.track(event, current);
  };

  const stopAndClose = () => {
    if (target && started && !ended) void reportStopped(target, playback.clock());
    setRequest(undefined);
  };
  const mustConfirm = closeNeedsConfirm({ playing, started, ended });
  const askToClose = (held?: () => void) => {
    playback.pause();
    heldNavigationRef.current = held;
    setLayer({ kind: 'close' });
  };
  const requestClose = () => (mustConfirm ? askToClose() : stopAndClose());
  const resume = () => {
    heldNavigationRef.current = undefined;
    setLayer(undefined);
    playback.play();
  };

  useLeaveGuard({
    onNavigate: (proceed) => {
      if (!mustConfirm) stopAndClose();
      else askToClose(proceed);
      return mustConfirm;
    },
    onHistoryMove: stopAndClose,
  });

  usePlayerKeys({
    enabled: layer === undefined && !failed && !ended,
    onEscape: () =>
      layer?.kind === 'close' || layer?.kind === 'practice' ? resume() : requestClose(),
    onTogglePlay: playback.togglePlay,
    onSeek: playback.seekBy,
    onFullscreen: fullscreen.toggle,
    onMute: playback.toggleMute,
  });

  const idle = useIdle(playing && layer === undefined, CONTROLS_HIDE_MS);
  const covered = failed || ended || layer !== undefined;
  const play = (videoId: string) => {
    if (videoId !== request.videoId) setRequest({ ...request, videoId, videoList: undefined });
    else replay();
  };
  const replay = () => {
    practisedRef.current.clear();
    playback.setEnded(false);
    playback.seekTo(0, true);
  };

  return (
    <div className="video-player__session" data-idle={idle || undefined}>
      <div className="video-player__body" inert={covered}>
        <TopBar title={details?.title} fullscreen={fullscreen} onBack={requestClose} />
        <div className="video-player__stage">
          {video && src !== undefined && !failed ? (
            <PlyrMedia
              key={src}
              src={src}
              tracks={tracks}
              defaultTrack={settings.subtitleIndex}
              poster={video.details.thumb_list[0]}
              options={plyrOptions(intl, settings.captions)}
              onEvent={onMediaEvent}
            />
          ) : (
            !failed && (
              <p className="video-player__loading" aria-busy="true">
                <FormattedMessage id="video.loading" />
              </p>
            )
          )}
        </div>
        <PlayerControls
          onRewind={() => playback.seekBy(-SEEK_STEP_S)}
          onForward={() => playback.seekBy(SEEK_STEP_S)}
          skipIntro={
            skipIntroVisible(playback.introClock, introUsed) && src !== undefined && !failed
              ? () => {
                  setIntroUsed(true);
                  playback.seekTo(SKIP_INTRO_END_S, false);
                }
              : undefined
          }
          reactions={details && reactions}
          showBookmark={details?.is_public === false}
          canLike={details?.is_public === false && viewer.childId !== undefined}
          {...settings.menus}
        />
      </div>
      <SessionLayer
        request={request}
        locale={viewer.locale}
        failed={failed}
        ended={ended}
        embiums={embiums}
        layer={layer}
        onReload={() => {
          if (begunRef.current) carryOverRef.current = { time: lastTimeRef.current, play: true };
          choice.reset();
          setReloadKey((key) => key + 1);
        }}
        onClose={stopAndClose}
        onConfirmClose={() => {
          const proceed = heldNavigationRef.current;
          heldNavigationRef.current = undefined;
          stopAndClose();
          proceed?.();
        }}
        onResume={resume}
        onResumeAnswer={(from) => {
          setLayer(undefined);
          playback.seekTo(from, true);
        }}
        onPlay={play}
        onReplay={replay}
      />
    </div>
  );
}
