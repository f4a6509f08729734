import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { freeFormRecord, SCHOOL_ID_MAX, text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/**
 * How far the child got with a video: the player's calls, apart from content.ts so that the
 * learn home, which shows no player until a lesson opens, does not carry them.
 */

const locale = z.enum(SUPPORTED_LOCALES);
const id = text().check(z.minLength(1), z.maxLength(200));
const optionalText = z.optional(text());
const schoolId = z.optional(text().check(z.maxLength(SCHOOL_ID_MAX)));

export const VIDEO_STATUSES = ['STARTED', 'INPROGRESS', 'COMPLETED'] as const;

/** Longer than any lesson or recorded class: a length past it is a client's mistake. */
export const VIDEO_LENGTH_MAX_S = 86_400;

const statusQuery = z.object({
  child_id: id,
  exam_name: optionalText,
  goal_name: optionalText,
  module: optionalText,
});

export const contentStatusCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/content-status/:contentId/Video',
  summary:
    'How far the child got with a video: status and seconds watched (null before a first play)',
  auth: 'child',
  params: z.object({ contentId: id }),
  query: statusQuery,
  responses: {
    200: z.object({
      data: z.object({
        content_status: z.nullable(z.enum(VIDEO_STATUSES)),
        watched_duration: z.number(),
        length: z.number(),
      }),
    }),
  },
});

export const saveContentStatusCall = defineCall({
  service: 'content',
  method: 'POST',
  path: '/content-status',
  summary:
    'Records watching: a status never goes back from COMPLETED, seconds are capped at the length',
  auth: 'child',
  body: z.object({
    child_id: id,
    content_id: id,
    content_status: z.enum(VIDEO_STATUSES),
    content_type: z.literal('Video'),
    exam_name: optionalText,
    goal: optionalText,
    book_id: optionalText,
    context: optionalText,
    topic_learnpath_name: optionalText,
    paj_status_update_object: z.optional(freeFormRecord()),
    module: optionalText,
    source: z._default(text(), 'web'),
    locale: z._default(locale, 'en'),
    platform_session_id: optionalText,
    /**
     * Media time, not a count: a video is 60.1 s long and the seconds watched are capped at its
     * length, so both may be fractional (stored as double precision); only bounded.
     */
    length: z.number().check(z.positive(), z.maximum(VIDEO_LENGTH_MAX_S)),
    watched_duration: z.number().check(z.nonnegative(), z.maximum(VIDEO_LENGTH_MAX_S)),
    homework_id: schoolId,
    school_id: schoolId,
    class_id: schoolId,
  }),
  responses: {
    200: z.object({
      data: z.object({
        content_status: z.enum(VIDEO_STATUSES),
        watched_duration: z.number(),
      }),
    }),
  },
});
