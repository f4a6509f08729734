import * as z from 'zod/mini';
import { REVISION_REASONS } from '../practice/revisionList.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, storedIntParam, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/*
 * The revision list's call, apart from the practice contracts: the user home shows its count and
 * newest questions, and must not download the question types' wire formats to do so.
 */

/** The revision list shows at most this many questions at once; the hub asks for a few. */
export const REVISION_LIST_SIZE_MAX = 200;
export const REVISION_LIST_SIZE_DEFAULT = 100;

const revisionItem = z.object({
  code: z.string(),
  /** The question's type, as the timeline's question call takes it (`questionType`). */
  category: text().check(z.minLength(1), z.maxLength(60)),
  /** The question's text, short and plain, in the asked language. */
  title: z.string(),
  /** The newest of its reasons. */
  at: epochMs(),
  reasons: z.array(
    z.object({
      kind: z.enum(REVISION_REASONS),
      at: epochMs(),
      test_title: z.nullable(z.string()),
    }),
  ),
  /**
   * Where the student met it, for the timeline's question call (`/v1/{type}/question/{id}`):
   * practice, a test, or nowhere yet (bookmarked while on screen, never answered).
   */
  seen_in: z.nullable(z.enum(['practice', 'test'])),
  /** The chapter, to practise it again. */
  learn_path: z.string(),
});
export type RevisionItem = z.infer<typeof revisionItem>;

const namedCount = { code: z.string(), name: z.string(), count: wholeNumber() };

export const revisionListCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/v1/practice/revision-list',
  summary:
    'Questions to revise: latest answer wrong (practice or a test whose results are out) or bookmarked, newest first, by subject and chapter',
  auth: 'child',
  query: z.object({
    locale: z._default(z.enum(SUPPORTED_LOCALES), 'en'),
    subject: z.optional(text().check(z.maxLength(80))),
    /** How many of the newest items to include; counts always count them all. */
    size: z._default(
      storedIntParam().check(z.minimum(1), z.maximum(REVISION_LIST_SIZE_MAX)),
      REVISION_LIST_SIZE_DEFAULT,
    ),
  }),
  responses: {
    200: z.object({
      data: z.object({
        /** Every item (of the subject, when one is asked for). */
        total: wholeNumber(),
        /** Every subject with items, whatever the filter: the screen's filter choices. */
        subjects: z.array(z.object(namedCount)),
        /** The newest `size` items, newest first. */
        recent: z.array(revisionItem),
        groups: z.array(
          z.object({
            ...namedCount,
            chapters: z.array(z.object({ ...namedCount, items: z.array(revisionItem) })),
          }),
        ),
      }),
    }),
  },
});
