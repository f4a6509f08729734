import type * as z from 'zod/mini';
import { activityCall, type activityRecord } from '../../domain/contracts/timelineActivity.ts';
import { TIMELINE_ERROR_PLACE } from '../../domain/timeline/timelineErrorPlace.ts';
import { pageSchoolIds } from '../assignments/pageSchoolIds.ts';
import { callApi } from '../api/callApi.ts';
import { CLIENT_PLATFORM } from '../platform/clientPlatform.ts';

export type ActivityInput = z.input<typeof activityRecord>;

/**
 * Adds a record to the child's timeline (spec §7 "POST /activity"), only when it names its source.
 * It never holds up or breaks what the student is doing: it resolves either way. A failure is not
 * lost: callApi files it as the spec's error event, under module Home and screen Timeline (§8).
 */
export function postActivity(record: ActivityInput): Promise<void> {
  if (!record.source_reference) return Promise.resolve();
  return callApi(activityCall, {
    body: { platform: CLIENT_PLATFORM, ...pageSchoolIds(), ...record },
    feature: 'timeline_activity',
    place: TIMELINE_ERROR_PLACE,
  }).then(
    () => undefined,
    (error: unknown) => console.warn('the timeline record was not kept', error),
  );
}
