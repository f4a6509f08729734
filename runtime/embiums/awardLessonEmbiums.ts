import { awardEmbiumCall } from '../../domain/contracts/embiums.ts';
import { dayKey } from '../../domain/rules/dates.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import { callApi } from '../api/callApi.ts';
import { showEmbiumReward } from './embiumRewards.ts';

/**
 * The event of a lesson finished: the video on the student's day (docs/decisions/embiums.md,
 * "The client"). A replay, a reload or a second tab the same day is the same event and earns
 * nothing more; finishing the lesson again on another day is revision, a new event.
 */
export function lessonEventId(videoId: string, nowMs: number): string {
  return `${videoId}:${dayKey(nowMs)}`;
}

/**
 * Asks for the embiums of a lesson watched to its end — only after the server has the finished
 * status, which it checks — and shows the reward in the shell. Resolves to the points awarded;
 * a refused or failed award never breaks the player: callApi has filed the spec's error record,
 * and it is logged here too, resolving to 0.
 */
export async function awardLessonEmbiums(
  videoId: string,
  locale: Locale,
  nowMs = Date.now(),
): Promise<number> {
  try {
    const { body } = await callApi(awardEmbiumCall, {
      params: { embium: 'lessonFinished' },
      query: { event_id: lessonEventId(videoId, nowMs), object_id: videoId, locale },
      feature: 'embiums_lesson_finished',
    });
    showEmbiumReward({
      points: body.awarded_points,
      metal: body.metal,
      category: body.feature_category,
      total: body.total_points,
    });
    return body.awarded_points;
  } catch (error) {
    console.warn('the embiums of the finished lesson were not awarded', error);
    return 0;
  }
}
