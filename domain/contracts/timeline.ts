import * as z from 'zod/mini';
import { defineCall } from './defineCall.ts';

/** The timeline service (the child's activity record), under /api/timeline. */
export const TIMELINE_BASE = '/api/timeline';

const text = z.optional(z.string().check(z.maxLength(500)));
const count = z.optional(z.number().check(z.nonnegative()));

/** One thing the child did (learning-experience spec §3, "Timeline activity record"). */
export const activityRecord = z.object({
  /** What produced the record; a record without one is not kept (spec §7). */
  source_reference: z.string().check(z.minLength(1), z.maxLength(200)),
  content_id: z.string().check(z.minLength(1), z.maxLength(200)),
  owner_info: z.optional(z.object({ name: z.string() })),
  embiums: count,
  thumb: text,
  learnpath_name: text,
  learnpath_format: text,
  format_reference: text,
  subject: text,
  chapter: text,
  exam: text,
  goal: text,
  sub_type: text,
  type: z.string().check(z.minLength(1), z.maxLength(40)),
  total_duration: count,
  activity_duration: count,
  lang: text,
  behaviour: text,
  category_url: text,
  source_url: text,
  source_thumb: text,
  predicted_practice_accuracy: count,
  current_practice_accuracy: count,
  app_version: text,
  platform: text,
  status: text,
  source_banner_title: text,
  os_version: text,
  thumb_img_title: text,
});

export const activityCall = defineCall({
  method: 'POST',
  path: '/activity',
  summary: 'Adds a record to the child’s timeline',
  auth: 'child',
  body: activityRecord,
  responses: { 200: z.object({ data: z.object({ id: z.string() }) }) },
});

export const timelineConfigCall = defineCall({
  method: 'GET',
  path: '/config',
  summary: 'Whether the timeline records for this child, and which activity types it shows',
  auth: 'child',
  responses: {
    200: z.object({
      data: z.object({ enabled: z.boolean(), activity_types: z.array(z.string()) }),
    }),
  },
});
