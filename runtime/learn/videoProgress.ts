import { saveContentStatusCall } from '../../domain/contracts/content.ts';
import { activityCall } from '../../domain/contracts/timeline.ts';
import { PLAYER_SOURCE_REFERENCE } from '../../domain/learn/playerConstants.ts';
import { progressStatus, type VideoStatus } from '../../domain/learn/progressStatus.ts';
import { watchedDuration } from '../../domain/learn/watchedDuration.ts';
import { callApi } from '../api/callApi.ts';
import { CLIENT_PLATFORM } from '../platform/clientPlatform.ts';
import type { ProgressTarget } from './progressTarget.ts';

/** Where playback is: seconds in, and the media's duration when the player knows it. */
export interface PlaybackClock {
  position: number;
  duration: number | undefined;
}

/** Reports are best effort: a lost one is superseded by the next, so a failure is only logged. */
const logLost = (what: string) => (error: unknown) =>
  console.warn(`video ${what} report was lost`, error);

function saveStatus(target: ProgressTarget, status: VideoStatus, watched: number): Promise<void> {
  return callApi(saveContentStatusCall, {
    body: {
      child_id: target.childId,
      content_id: target.contentId,
      content_status: status,
      content_type: 'Video',
      exam_name: target.examName,
      goal: target.goal,
      book_id: target.bookId,
      context: target.context,
      topic_learnpath_name: target.topicLearnpathName,
      module: target.module,
      source: 'web',
      locale: target.locale,
      length: target.length,
      watched_duration: watched,
    },
  }).then(() => undefined, logLost('progress'));
}

/** Reports where the child is: status by the progress rule, whole seconds capped at the length. */
export function reportProgress(target: ProgressTarget, clock: PlaybackClock): Promise<void> {
  const status = progressStatus(clock.position, clock.duration);
  return saveStatus(target, status, watchedDuration(clock.position, target.length));
}

/** Reports a video watched to its end, and adds it to the child's timeline. */
export function reportCompleted(target: ProgressTarget): Promise<void> {
  const watched = watchedDuration(target.length, target.length);
  const activity = callApi(activityCall, {
    body: {
      ...target.activity,
      source_reference: PLAYER_SOURCE_REFERENCE,
      content_id: target.contentId,
      type: 'Video',
      exam: target.examName,
      goal: target.goal,
      total_duration: watched,
      activity_duration: watched,
      lang: target.locale,
      status: 'COMPLETED',
      platform: CLIENT_PLATFORM,
    },
  }).then(() => undefined, logLost('timeline'));
  return Promise.all([saveStatus(target, 'COMPLETED', watched), activity]).then(() => undefined);
}
