import * as z from 'zod/mini';

const localised = z.record(z.string(), z.string());

/**
 * What the server knows of a bookmarked item when it is bookmarked: its titles in every locale,
 * subject, chapter, picture and where it opens. Stored beside the client's record, so that the
 * bookmark list is one read and shows the item in the student's locale of the moment.
 */
export const bookmarkSnapshot = z.object({
  titles: localised,
  subject: z.optional(z.object({ code: z.string(), names: localised })),
  chapter: z.optional(localised),
  thumb: z.optional(z.string()),
  target: z.union([
    z.object({ kind: z.literal('path'), path: z.string() }),
    z.object({ kind: z.literal('video'), video_id: z.string() }),
  ]),
});

export type BookmarkSnapshot = z.infer<typeof bookmarkSnapshot>;
