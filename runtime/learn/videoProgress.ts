import { saveContentStatusCall } from '../../domain/contracts/contentStatus.ts';
import { PLAYER_SOURCE_REFERENCE } from '../../domain/learn/playerConstants.ts';
import { progressStatus, type VideoStatus } from '../../domain/learn/progressStatus.ts';
import { watchedDuration } from '../../domain/learn/watchedDuration.ts';
import { pageSchoolIds } from '../assignments/pageSchoolIds.ts';
import { callApi } from '../api/callApi.ts';
import { awardLessonEmbiums } from '../embiums/awardLessonEmbiums.ts';
import { postActivity } from '../timeline/postActivity.ts';
import type { ProgressTarget } from './progressTarget.ts';

/** Where playback is: seconds in, and the media's duration when the player knows it. */
export interface PlaybackClock {
  position: number;
  duration: number | undefined;
}

/** Reports are best effort: a lost one is superseded by the next, so a failure is only logged. */
const logLost = (what: string) => (error: unknown) =>
  console.warn(`video ${what} report was lost`, error);

/** Resolves to whether the server kept the status. */
function saveStatus(
  target: ProgressTarget,
  status: VideoStatus,
  watched: number,
): Promise<boolean> {
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
      ...pageSchoolIds(),
    },
  }).then(
    () => true,
    (error: unknown) => {
      logLost('progress')(error);
      return false;
    },
  );
}

/** Reports where the child is: status by the progress rule, whole seconds capped at the length. */
export function reportProgress(target: ProgressTarget, clock: PlaybackClock): Promise<void> {
  const status = progressStatus(clock.position, clock.duration);
  return saveStatus(target, status, watchedDuration(clock.position, target.length)).then(
    () => undefined,
  );
}

/**
 * The timeline record of a sitting with a video: the seconds watched, whole (a time, as the
 * contracts keep times), against the video's own length.
 */
function addToTimeline(
  target: ProgressTarget,
  status: VideoStatus,
  watched: number,
  embiums?: number,
) {
  return postActivity({
    ...target.activity,
    source_reference: PLAYER_SOURCE_REFERENCE,
    content_id: target.contentId,
    type: 'Video',
    exam: target.examName,
    goal: target.goal,
    learnpath_name: target.activity.learnpath_name ?? target.topicLearnpathName,
    total_duration: target.length,
    activity_duration: Math.round(watched),
    lang: target.locale,
    status,
    ...(embiums !== undefined && { embiums }),
  });
}

/**
 * Reports a video watched to its end; then, where the brand has embiums, asks for the lesson's
 * award (the server checks the finished status, so only once it has it); then adds the sitting to
 * the child's timeline with the embiums it earned. Resolves to those embiums (0 when none).
 */
export async function reportCompleted(
  target: ProgressTarget,
  withEmbiums: boolean,
): Promise<number> {
  const watched = watchedDuration(target.length, target.length);
  const saved = await saveStatus(target, 'COMPLETED', watched);
  const embiums =
    saved && withEmbiums ? await awardLessonEmbiums(target.contentId, target.locale) : undefined;
  await addToTimeline(target, 'COMPLETED', watched, embiums);
  return embiums ?? 0;
}

/** Reports where the child stopped, and adds the sitting to the timeline (spec §4: in progress). */
export function reportStopped(target: ProgressTarget, clock: PlaybackClock): Promise<void> {
  const status = progressStatus(clock.position, clock.duration);
  const watched = watchedDuration(clock.position, target.length);
  return Promise.all([
    saveStatus(target, status, watched),
    watched > 0 ? addToTimeline(target, status, watched) : undefined,
  ]).then(() => undefined);
}
