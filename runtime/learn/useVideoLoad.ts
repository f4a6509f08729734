import { subtitlesCall, videoCall, type VideoDetails } from '../../domain/contracts/content.ts';
import { contentStatusCall } from '../../domain/contracts/contentStatus.ts';
import type { SavedProgress } from '../../domain/learn/shouldOfferResume.ts';
import { shouldTrackProgress } from '../../domain/learn/shouldTrackProgress.ts';
import { vttSubtitles, type SubtitleEntry } from '../../domain/learn/vttSubtitles.ts';
import { callApi } from '../api/callApi.ts';
import { useLoaded, type Loaded } from './useLoaded.ts';
import type { Viewer } from './useViewer.ts';

export interface LoadedVideo {
  details: VideoDetails;
  /** WebVTT subtitle files only. */
  tracks: SubtitleEntry[];
  /** The child's saved progress; undefined when not tracked or not known. */
  saved: SavedProgress | undefined;
}

/**
 * Everything the player needs before asking for the video's address: the video in the UI language
 * for the child's exam, its subtitles, and (for tracked videos) how far the child got. Subtitles
 * and saved progress are extras: their failure leaves them out instead of failing the video.
 */
export function useVideoLoad(
  videoId: string,
  viewer: Viewer,
  module: string | undefined,
  reloadKey: number,
): Loaded<LoadedVideo> {
  const { locale, examCode, goal, childId } = viewer;
  const key = JSON.stringify([videoId, locale, examCode, goal, childId, module, reloadKey]);
  return useLoaded(key, async () => {
    const [answer, tracks] = await Promise.all([
      callApi(videoCall, { params: { id: videoId }, query: { locale, examCode } }),
      callApi(subtitlesCall, { query: { videoId, locale } }).then(
        (subtitles) => vttSubtitles(subtitles.body.data),
        () => [],
      ),
    ]);
    const details = answer.body.data;
    if (childId === undefined || !shouldTrackProgress(details)) {
      return { details, tracks, saved: undefined };
    }
    const saved = await callApi(contentStatusCall, {
      params: { contentId: videoId },
      query: { child_id: childId, exam_name: examCode, goal_name: goal, module },
    }).then(
      (status) => status.body.data,
      () => undefined,
    );
    return { details, tracks, saved };
  });
}
