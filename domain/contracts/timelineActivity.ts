import * as z from 'zod/mini';
import { SCHOOL_ID_MAX, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/**
 * The timeline's activity record and the call that keeps it, apart from the summaries: the video
 * player, practice and the test runner post records, and carry only this.
 */

/** Longer than any sitting or any video: a duration past a day is a client's mistake. */
export const ACTIVITY_SECONDS_MAX = 86_400;

const optionalText = z.optional(text().check(z.maxLength(500)));
const count = z.optional(wholeNumber());
/** Seconds of a video, fractional as its length is. */
const mediaSeconds = z.optional(z.number().check(z.nonnegative(), z.maximum(ACTIVITY_SECONDS_MAX)));
/** Whole seconds the child spent on the activity: a time, so an integer like every other. */
const spentSeconds = z.optional(z.int().check(z.nonnegative(), z.maximum(ACTIVITY_SECONDS_MAX)));
/** A share of right answers, %; fractional. */
const share = z.optional(z.number().check(z.nonnegative()));

/** One thing the child did (learning-experience spec §3, "Timeline activity record"). */
export const activityRecord = z.object({
  /** What produced the record; a record without one is not kept (spec §7). */
  source_reference: text().check(z.minLength(1), z.maxLength(200)),
  content_id: text().check(z.minLength(1), z.maxLength(200)),
  owner_info: z.optional(z.object({ name: text().check(z.maxLength(500)) })),
  embiums: count,
  thumb: optionalText,
  learnpath_name: optionalText,
  learnpath_format: optionalText,
  format_reference: optionalText,
  subject: optionalText,
  chapter: optionalText,
  exam: optionalText,
  goal: optionalText,
  sub_type: optionalText,
  type: text().check(z.minLength(1), z.maxLength(40)),
  total_duration: mediaSeconds,
  activity_duration: spentSeconds,
  lang: optionalText,
  behaviour: optionalText,
  category_url: optionalText,
  source_url: optionalText,
  source_thumb: optionalText,
  predicted_practice_accuracy: share,
  current_practice_accuracy: share,
  app_version: optionalText,
  platform: optionalText,
  status: optionalText,
  source_banner_title: optionalText,
  os_version: optionalText,
  thumb_img_title: optionalText,
  homework_id: z.optional(text().check(z.maxLength(SCHOOL_ID_MAX))),
  school_id: z.optional(text().check(z.maxLength(SCHOOL_ID_MAX))),
  class_id: z.optional(text().check(z.maxLength(SCHOOL_ID_MAX))),
});

export const activityCall = defineCall({
  service: 'timeline',
  method: 'POST',
  path: '/activity',
  summary: 'Adds a record to the child’s timeline',
  auth: 'child',
  body: activityRecord,
  responses: { 200: z.object({ data: z.object({ id: z.string() }) }) },
});
