import * as z from 'zod/mini';
import { ASSIGNMENT_STATUSES } from '../assignments/assignmentStatus.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { SCHEDULE_STATUSES } from '../mockTests/testSchedule.ts';
import { STATIC_CASES, TILE_KINDS } from '../tiles/tileKinds.ts';
import { testMoments } from './testMoments.ts';
import { VIDEO_QUALITIES } from '../learn/videoQualities.ts';
import { CONTENT_BOOKMARK_TYPES } from '../bookmarks/bookmarkTypes.ts';
import { bookmarkRecordFields } from './bookmarks.ts';
import { epochMs, freeFormRecord, text, wholeNumber } from './contractPrimitives.ts';
import { SHELF_SOURCES } from './dataSourceCalls.ts';
import { defineCall } from './defineCall.ts';

const locale = z.enum(SUPPORTED_LOCALES);
const id = text().check(z.minLength(1), z.maxLength(200));
const optionalText = z.optional(text());
const learnPath = text().check(z.regex(/^(K12|PreUG|PrePG)(--[a-z0-9-]+){0,5}$/));

export const examEntry = z.object({
  code: z.string(),
  parent_code: z.string(),
  parent_name: z.string(),
  parent_display_name: z.string(),
  name: z.string(),
  slug: z.string(),
  grade: z.nullable(z.int()),
  format_reference: z.string(),
  learnpath_name: z.string(),
  type: z.enum(['exam', 'subgroup']),
  /** Whether the content pack has a syllabus and lessons, questions or tests for it (not in the spec). */
  has_content: z.boolean(),
  /** The languages a profile may study it in (learning spec §5; `examLanguages`), in the platform's order. */
  languages: z.array(locale),
});

export const goalsExamsCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/fiber-countries-goals-exams-v2',
  summary: 'Goals and their exams, named in the asked language (English where a name is missing)',
  auth: 'none',
  query: z.object({ locale: z.optional(locale) }),
  responses: { 200: z.object({ success: z.literal(true), data: z.array(examEntry) }) },
});

/** Where a video or node sits in the syllabus. */
export const learningMap = z.object({
  format_id: z.string(),
  topic_learnpath_name: z.string(),
  primary_concept: z.optional(z.string()),
  secondary_concept: z.optional(z.string()),
});

const subjectBadge = z.object({ code: z.string(), name: z.string() });

/** A tile of a shelf (learning-experience spec §3, "Tile"). */
export const tile = z.object({
  /** What the tile opens: a video id, a book id, or a learn path for syllabus tiles. */
  id: z.string(),
  tileType: z.enum(TILE_KINDS),
  staticCase: z.optional(z.enum(STATIC_CASES)),
  tileName: z.string(),
  description: z.optional(z.string()),
  subject: z.optional(subjectBadge),
  thumb: z.optional(z.string()),
  thumb_list: z.array(z.string()),
  /** A signed, short silent preview played on hover. */
  trailer: z.optional(z.string()),
  /** Seconds watched of seconds long, for video tiles. */
  progress: z.optional(z.object({ watched: z.number(), length: z.number() })),
  progressPercent: z.optional(wholeNumber()),
  locked: z.boolean(),
  noAction: z.optional(z.boolean()),
  tagDetails: z.array(
    z.object({
      tagType: z.enum(['clock', 'video', 'slide']),
      tagName: z.string(),
      tagValue: z.string(),
      type: z.optional(z.literal('adaptive')),
    }),
  ),
  learning_map: z.optional(learningMap),
  /** The learn path of a subject, chapter or topic tile. */
  kv_path: z.optional(z.string()),
  /** Where a book tile's table of contents was opened from (the route's contextSource). */
  contextSource: z.optional(z.string()),
  /** A test tile's schedule state, size and the child's session and score. */
  test: z.optional(
    z.object({
      status: z.enum(SCHEDULE_STATUSES),
      moments: z.nullable(testMoments),
      question_count: wholeNumber(),
      /** Seconds. */
      duration: wholeNumber(),
      max_marks: z.number(),
      session_id: z.nullable(z.string()),
      /** Once the results are out. */
      score: z.nullable(z.number()),
    }),
  ),
  /** School work's tiles: the assignment, its school and class, when it is due and was done. */
  schoolAssignmentId: z.optional(z.string()),
  schoolId: z.optional(z.string()),
  classId: z.optional(z.string()),
  dueDate: z.optional(epochMs()),
  completedDate: z.optional(epochMs()),
  /** The assignment's status. */
  schoolAssignmentTag: z.optional(z.enum(ASSIGNMENT_STATUSES)),
});

export type Tile = z.infer<typeof tile>;

const moduleName = z.enum(['learn', 'practice', 'test']);

export const heroBannersCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/hero-banners',
  summary:
    'Banners of a module home for the profile’s goal and exam, in the asked language; images are public, targets a video or an app path',
  auth: 'child',
  query: z.object({
    examCode: optionalText,
    goalCode: optionalText,
    locale: z._default(locale, 'en'),
    channel: z._default(z.literal('WEB'), 'WEB'),
    module: moduleName,
  }),
  responses: {
    200: z.object({
      data: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          subtitle: z.string(),
          image: z.string(),
          target: z.union([
            z.object({ kind: z.literal('video'), video_id: z.string() }),
            z.object({ kind: z.literal('path'), path: z.string() }),
          ]),
        }),
      ),
    }),
  },
});

// The shelf call's sources come from the schema's data sources (one list): see dataSourceCalls.ts.
export { SHELF_SOURCES } from './dataSourceCalls.ts';

export const shelfCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/shelf/:source',
  summary:
    'The tiles of a shelf for the child’s exam, with the child’s progress and locks; the page shows them a window at a time',
  auth: 'child',
  params: z.object({ source: z.enum(SHELF_SOURCES) }),
  query: z.object({ locale: z._default(locale, 'en'), module: z._default(moduleName, 'learn') }),
  responses: { 200: z.object({ data: z.object({ tiles: z.array(tile) }) }) },
});

export const videoDetails = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Seconds. */
  duration: z.number(),
  is_public: z.boolean(),
  /** The media key cdn_url signs: one per video, any rendition. */
  url: z.string(),
  qualities: z.array(z.string()),
  thumb_list: z.array(z.string()),
  subject: z.optional(subjectBadge),
  learning_map: learningMap,
  owner_info: z.object({ name: z.string() }),
  annotations: z.array(
    z.object({ at: z.number(), concept_code: z.string(), concept_name: z.string() }),
  ),
  bookmarked: z.boolean(),
  liked: z.boolean(),
});

export type VideoDetails = z.infer<typeof videoDetails>;

export const videoCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/videos/:id',
  summary: 'A video: texts in the asked language, length, where it sits, annotation points',
  auth: 'child',
  params: z.object({ id }),
  query: z.object({ examCode: optionalText, locale: z._default(locale, 'en') }),
  responses: { 200: z.object({ data: videoDetails }) },
});

export const VIDEO_URL_EXPIRY_S = 3600;

export const cdnUrlCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/cdn_url',
  summary:
    'A signed, expiring address of a video in a quality (the nearest one it has), with the other rendition as fallback',
  auth: 'child',
  query: z.object({
    url: text().check(z.minLength(1), z.maxLength(300)),
    expiry: z._default(
      z.coerce.number().check(z.int(), z.minimum(60), z.maximum(86400)),
      VIDEO_URL_EXPIRY_S,
    ),
    quality: z._default(z.enum(VIDEO_QUALITIES), 'auto'),
  }),
  responses: {
    200: z.object({
      data: z.object({
        url: z.string(),
        fallback_url: z.nullable(z.string()),
        quality: z.string(),
        /** Epoch seconds. */
        expires_at: wholeNumber(),
      }),
    }),
  },
});

export const subtitlesCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/v1/videoDetails/subtitles',
  summary: 'The subtitle files of a video (signed addresses), asked language first',
  auth: 'child',
  query: z.object({ videoId: id, locale: z._default(locale, 'en') }),
  responses: {
    200: z.object({
      data: z.array(
        z.object({ lang: z.string(), label: z.string(), format: z.string(), url: z.string() }),
      ),
    }),
  },
});

const learnFlags = {
  content_type: z.literal('Video'),
  content_category_type: z.literal('Learn'),
  child_id: id,
  content_id: id,
  goal_name: optionalText,
  exam_name: optionalText,
};

export const bookmarkCall = defineCall({
  service: 'content',
  method: 'POST',
  path: '/bookmark',
  summary:
    'Bookmarks a video, book or chapter (a chapter by its learn path) or removes the bookmark, keeping the whole record; public videos cannot be bookmarked',
  auth: 'child',
  query: z.object({ child_id: id }),
  body: z.object({
    ...bookmarkRecordFields,
    content_type: z.enum(CONTENT_BOOKMARK_TYPES),
    content_category_type: z.literal('Learn'),
    activity_type: z._default(z.literal('Bookmark'), 'Bookmark'),
    video_id: z.optional(id),
    status: optionalText,
    liked: z.optional(z.boolean()),
  }),
  responses: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }) }) },
});

export const likeCall = defineCall({
  service: 'content',
  method: 'POST',
  path: '/like',
  summary: 'Likes a video or takes the like back; public videos cannot be liked',
  auth: 'child',
  body: z.object({ ...learnFlags, liked: z.boolean() }),
  responses: { 200: z.object({ data: z.object({ liked: z.boolean() }) }) },
});

export const userActivityCall = defineCall({
  service: 'content',
  method: 'POST',
  path: '/useractivity',
  summary: 'Records something the child did with a piece of content (e.g. opened a book)',
  auth: 'child',
  body: z.object({
    userId: id,
    contentId: id,
    activity_meta: freeFormRecord(),
  }),
  responses: { 200: z.object({ data: z.object({ recorded: z.literal(true) }) }) },
});

/** A video as the player's next-up and recommendations know it. */
export const nextVideo = z.object({
  id: z.string(),
  url: z.string(),
  cdn_url: z.string(),
  title: z.string(),
  owner_info: z.object({ name: z.string() }),
  learning_map: learningMap,
  currency: wholeNumber(),
  thumb_list: z.array(z.string()),
  duration: z.number(),
});

export const nextCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/next/:contentId',
  summary:
    'What to watch after a video: the next lesson of its topic or book first (autoplay), then sections of related tiles',
  auth: 'child',
  params: z.object({ contentId: id }),
  query: z.object({
    book_id: optionalText,
    learnpath_format_name: optionalText,
    source: optionalText,
    topic_learnpath_name: optionalText,
    locale: z._default(locale, 'en'),
  }),
  responses: {
    200: z.object({
      data: z.object({
        autoplay: z.array(
          z.object({
            section_id: z.string(),
            section_name: z.string(),
            content: z.array(nextVideo),
          }),
        ),
        recommendations: z.array(
          z.object({
            section_id: z.string(),
            section_name: z.string(),
            content: z.array(z.object({ ...tile.shape, type: z.string() })),
          }),
        ),
      }),
    }),
  },
});

export const conceptContentCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/concept/content',
  summary: 'Lessons that teach each of the given concepts (comma-separated codes)',
  auth: 'child',
  query: z.object({
    conceptIds: text().check(z.minLength(1), z.maxLength(2000)),
    locale: z._default(locale, 'en'),
  }),
  responses: {
    200: z.object({
      data: z.array(
        z.object({ concept_code: z.string(), concept_name: z.string(), content: z.array(tile) }),
      ),
    }),
  },
});

const syllabusNode = z.object({
  learnpath_name: z.string(),
  code: z.string(),
  level: z.enum(['goal', 'exam', 'subject', 'unit', 'chapter', 'topic']),
  name: z.string(),
  summary: z.optional(z.string()),
  subject: z.optional(subjectBadge),
  /** Lessons at or below this node. */
  video_count: wholeNumber(),
});

export const filtersCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/filtersv2/:id',
  summary:
    'A place in the syllabus (by learn path) with the path to it and the places below it, the filters of the summary pages',
  auth: 'child',
  params: z.object({ id: learnPath }),
  query: z.object({ locale: z._default(locale, 'en') }),
  responses: {
    200: z.object({
      data: z.object({
        node: syllabusNode,
        ancestors: z.array(syllabusNode),
        filters: z.array(syllabusNode),
      }),
    }),
  },
});

export const topicsContentCall = defineCall({
  service: 'content',
  method: 'POST',
  path: '/v3/topics/content',
  summary: 'The lessons of each topic asked for (by learn path), in teaching order',
  auth: 'child',
  body: z.object({
    learnpath_names: z.array(learnPath).check(z.minLength(1), z.maxLength(100)),
    locale: z._default(locale, 'en'),
  }),
  responses: {
    200: z.object({
      data: z.array(
        z.object({ learnpath_name: z.string(), name: z.string(), content: z.array(tile) }),
      ),
    }),
  },
});

export const bookTocCall = defineCall({
  service: 'content',
  method: 'GET',
  path: '/books/:bookId/toc',
  summary:
    'A book with its table of contents: chapters, their topics and how many lessons each has',
  auth: 'child',
  params: z.object({ bookId: id }),
  query: z.object({ locale: z._default(locale, 'en') }),
  responses: {
    200: z.object({
      data: z.object({
        id: z.string(),
        kind: z.enum(['book', 'bigBook', 'liveClassBook']),
        title: z.string(),
        author: z.string(),
        description: z.string(),
        cover: z.string(),
        subject: z.optional(subjectBadge),
        chapters: z.array(
          z.object({
            learnpath_name: z.string(),
            title: z.string(),
            sections: z.array(syllabusNode),
          }),
        ),
      }),
    }),
  },
});
