import type { VideoDetails } from '../../domain/contracts/content.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import { shouldTrackProgress } from '../../domain/learn/shouldTrackProgress.ts';
import { learnPathPlace } from '../../domain/timeline/learnPathPlace.ts';
import type { PlayerRequest } from './playerAtom.ts';
import type { Viewer } from './useViewer.ts';

/** What a progress report is about: whose, which video, and where it was watched from. */
export interface ProgressTarget {
  childId: string;
  contentId: string;
  /** Seconds; reports are capped at it. */
  length: number;
  locale: Locale;
  examName: string | undefined;
  goal: string | undefined;
  module: string | undefined;
  bookId: string | undefined;
  topicLearnpathName: string | undefined;
  /** Where the player was opened from (e.g. learn_home), sent as the report's context. */
  context: string | undefined;
  /** What the timeline record of a completed video describes it with. */
  activity: {
    owner_info: { name: string };
    thumb: string | undefined;
    learnpath_name: string | undefined;
    learnpath_format: string | undefined;
    subject: string | undefined;
    chapter: string | undefined;
  };
}

/** The target of progress reports, or undefined when this video is not tracked for this viewer. */
export function progressTarget(
  request: PlayerRequest,
  viewer: Viewer,
  details: VideoDetails | undefined,
): ProgressTarget | undefined {
  if (!details || viewer.childId === undefined || !shouldTrackProgress(details)) return undefined;
  const topic = request.topicLearnpathName ?? details.learning_map.topic_learnpath_name;
  return {
    childId: viewer.childId,
    contentId: details.id,
    length: details.duration,
    locale: viewer.locale,
    examName: viewer.examCode,
    goal: viewer.goal,
    module: request.module,
    bookId: request.bookId,
    topicLearnpathName: topic,
    context: request.source,
    activity: {
      owner_info: details.owner_info,
      thumb: details.thumb_list[0],
      learnpath_name: request.learnpathName ?? topic,
      learnpath_format: details.learning_map.format_id,
      subject: details.subject?.name,
      chapter: learnPathPlace(topic).chapter,
    },
  };
}
