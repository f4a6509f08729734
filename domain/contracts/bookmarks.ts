import * as z from 'zod/mini';
import { BOOKMARK_TYPES, CONTENT_BOOKMARK_TYPES } from '../bookmarks/bookmarkTypes.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { SCHOOL_ID_MAX, storedIntParam, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

const locale = z.enum(SUPPORTED_LOCALES);
const id = text().check(z.minLength(1), z.maxLength(200));
const optionalId = z.optional(text().check(z.maxLength(200)));
const schoolId = z.optional(text().check(z.maxLength(SCHOOL_ID_MAX)));

/** A bookmark list answers at most this many items a page (the hub asks for fewer). */
export const BOOKMARKS_PAGE_MAX = 50;
/** The page the bookmark screen shows when it asks for no size. */
export const BOOKMARKS_PAGE_SIZE = 12;

/**
 * The bookmark record every client sends (learning-experience spec §3 "Bookmark"), with the school
 * ids of spec §7 when the bookmark is made inside homework. The server keeps all of it.
 */
export const bookmarkRecordFields = {
  bookmarked: z.boolean(),
  child_id: id,
  content_id: id,
  parent_id: optionalId,
  exam_name: optionalId,
  goal_name: optionalId,
  locale: z._default(locale, 'en'),
  source: optionalId,
  school_id: schoolId,
  class_id: schoolId,
  homework_id: schoolId,
};

/** A stored record as the list gives it back: every field the client sent. */
export const bookmarkRecord = z.object({
  bookmarked: z.boolean(),
  child_id: z.string(),
  content_id: z.string(),
  content_type: z.string(),
  content_category_type: z.string(),
  parent_id: z.optional(z.string()),
  exam_name: z.optional(z.string()),
  goal_name: z.optional(z.string()),
  locale: z.string(),
  source: z.optional(z.string()),
  school_id: z.optional(z.string()),
  class_id: z.optional(z.string()),
  homework_id: z.optional(z.string()),
  activity_type: z.optional(z.string()),
  video_id: z.optional(z.string()),
  status: z.optional(z.string()),
  liked: z.optional(z.boolean()),
});

export type BookmarkRecord = z.infer<typeof bookmarkRecord>;

/** Where a bookmark opens: a page, or the video player over the list. */
export const bookmarkTarget = z.union([
  z.object({ kind: z.literal('path'), path: z.string() }),
  z.object({ kind: z.literal('video'), video_id: z.string() }),
]);

export const bookmarkItem = z.object({
  type: z.enum(BOOKMARK_TYPES),
  content_id: z.string(),
  record: bookmarkRecord,
  title: z.string(),
  subject: z.optional(z.object({ code: z.string(), name: z.string() })),
  chapter: z.optional(z.string()),
  thumb: z.optional(z.string()),
  target: bookmarkTarget,
  /** Epoch milliseconds of the latest bookmarking. */
  bookmarked_at: wholeNumber(),
});

export type BookmarkItem = z.infer<typeof bookmarkItem>;

const bookmarkCounts = z.object({
  video: wholeNumber(),
  question: wholeNumber(),
  book: wholeNumber(),
  chapter: wholeNumber(),
  total: wholeNumber(),
});

export const bookmarksCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/bookmarks',
  summary:
    'The child’s bookmarks newest first, by type and subject, a page at a time, with counts per type',
  auth: 'child',
  query: z.object({
    type: z.optional(z.enum(BOOKMARK_TYPES)),
    subject: z.optional(text().check(z.maxLength(80))),
    locale: z._default(locale, 'en'),
    offset: z._default(storedIntParam(), 0),
    size: z._default(
      storedIntParam().check(z.minimum(1), z.maximum(BOOKMARKS_PAGE_MAX)),
      BOOKMARKS_PAGE_SIZE,
    ),
  }),
  responses: {
    200: z.object({
      data: z.object({
        items: z.array(bookmarkItem),
        /** Over all the child's bookmarks, whatever the filters. */
        counts: bookmarkCounts,
        /** How many match the filters (for paging). */
        matching: wholeNumber(),
        /** The subjects the child has bookmarks in, for the subject filter. */
        subjects: z.array(z.object({ code: z.string(), name: z.string() })),
      }),
    }),
  },
});

export const bookmarkStatusCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/bookmark',
  summary: 'Whether the child has bookmarked a video, book or chapter',
  auth: 'child',
  query: z.object({
    child_id: id,
    content_type: z.enum(CONTENT_BOOKMARK_TYPES),
    content_id: id,
  }),
  responses: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }) }) },
});
