import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import {
  DATE_TYPES,
  DEFAULT_UTC_OFFSET_MINUTES,
  UTC_OFFSET_MAX_MINUTES,
  UTC_OFFSET_MIN_MINUTES,
} from '../timeline/timelinePeriods.ts';
import { epochMs, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

export const timelineConfigCall = defineCall({
  service: 'timeline',
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

// ——— Summaries of the timeline (spec §7 "Timeline": today, metadataSummary, hoursummaryDetails,
// practicedQuestions). Times are whole epoch ms; `utc_offset_minutes` is the student's offset from
// UTC (the browser's, e.g. 330 for India), so days, weeks (from Monday) and months are theirs.

/**
 * The moments a summary may be asked about: from 1 January 2000 (before any record; a period
 * around it still starts after the epoch in every zone) to the last moment of the year 9999 (a
 * period's calendar stays within what a Date can hold).
 */
export const TIMELINE_TIMESTAMP_MIN_MS = 946_684_800_000;
export const TIMELINE_TIMESTAMP_MAX_MS = 253_402_300_799_999;

const timelineLocale = z.optional(z.enum(SUPPORTED_LOCALES));
const timestampParam = z.optional(
  z.coerce
    .number()
    .check(z.int(), z.minimum(TIMELINE_TIMESTAMP_MIN_MS), z.maximum(TIMELINE_TIMESTAMP_MAX_MS)),
);
const offsetParam = z._default(
  z.coerce
    .number()
    .check(z.int(), z.minimum(UTC_OFFSET_MIN_MINUTES), z.maximum(UTC_OFFSET_MAX_MINUTES)),
  DEFAULT_UTC_OFFSET_MINUTES,
);
/** The moment whose day (week, month, year) is asked (default: now), and the student's offset. */
const momentQuery = {
  timestamp: timestampParam,
  utc_offset_minutes: offsetParam,
  lang: timelineLocale,
};

const wholePercent = z.nullable(z.int().check(z.nonnegative()));
export const timelineBucket = z.object({
  timestamp: epochMs(),
  endTimeStamp: epochMs(),
  seconds: wholeNumber(),
  seconds_by_subject: z.array(z.object({ subject: z.string(), seconds: wholeNumber() })),
  questions_attempted: wholeNumber(),
  questions_correct: wholeNumber(),
  accuracy: wholePercent,
  current_practice_accuracy: wholePercent,
  predicted_practice_accuracy: wholePercent,
  videos_watched: wholeNumber(),
  tests_taken: wholeNumber(),
});
export type TimelineBucket = z.infer<typeof timelineBucket>;

/** One record as the timeline lists it. */
export const timelineItem = z.object({
  id: z.string(),
  timestamp: epochMs(),
  type: z.string(),
  content_id: z.string(),
  format_reference: z.nullable(z.string()),
  subject: z.string(),
  chapter: z.nullable(z.string()),
  activity_duration: wholeNumber(),
  status: z.nullable(z.string()),
});
export type TimelineItem = z.infer<typeof timelineItem>;

/** Records listed with today's summary, newest first. */
export const TODAY_ITEMS_MAX = 50;

export const todayCall = defineCall({
  service: 'timeline',
  method: 'GET',
  path: '/today',
  summary:
    'The child’s day so far: time by subject, questions, accuracy, videos, tests, and its records',
  auth: 'child',
  query: z.object(momentQuery),
  responses: {
    200: z.object({
      data: z.object({ summary: timelineBucket, items: z.array(timelineItem) }),
    }),
  },
});

const periodSummary = z.object({
  dateType: z.enum(DATE_TYPES),
  timestamp: epochMs(),
  endTimeStamp: epochMs(),
  total: timelineBucket,
  buckets: z.array(timelineBucket),
});
export type TimelinePeriodSummary = z.infer<typeof periodSummary>;

export const metadataSummaryCall = defineCall({
  service: 'timeline',
  method: 'GET',
  path: '/metadataSummary',
  summary:
    'The child’s year (by month), month or week (by day) or day (by hour) around a moment, empty buckets with zeros',
  auth: 'child',
  query: z.object({ ...momentQuery, dateType: z.enum(DATE_TYPES) }),
  responses: { 200: z.object({ data: periodSummary }) },
});

export const hourSummaryDetailsCall = defineCall({
  service: 'timeline',
  method: 'GET',
  path: '/hoursummaryDetails',
  summary: 'The child’s day around a moment, hour by hour',
  auth: 'child',
  query: z.object(momentQuery),
  responses: { 200: z.object({ data: periodSummary }) },
});

export const practicedQuestionsCall = defineCall({
  service: 'timeline',
  method: 'GET',
  path: '/practicedQuestions/:id',
  summary: 'The questions the child answered or skipped in one practice session, in order',
  auth: 'child',
  params: z.object({ id: text().check(z.minLength(1), z.maxLength(200)) }),
  query: z.object({ lang: timelineLocale }),
  responses: {
    200: z.object({
      data: z.object({ session_id: z.string(), questions: z.array(timelineItem) }),
    }),
  },
});
