/**
 * What a student can bookmark, as the bookmark list's route and filters name it (lowercase), and
 * as the bookmark record's `content_type` names it (learning-experience spec §3 "Bookmark").
 */
export const BOOKMARK_TYPES = ['video', 'question', 'book', 'chapter'] as const;

export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

export const BOOKMARK_CONTENT_TYPES = {
  video: 'Video',
  question: 'Question',
  book: 'Book',
  chapter: 'Chapter',
} as const satisfies Record<BookmarkType, string>;

export type BookmarkContentType = (typeof BOOKMARK_CONTENT_TYPES)[BookmarkType];

/** The content service's own kinds; questions are bookmarked through practice. */
export const CONTENT_BOOKMARK_TYPES = ['Video', 'Book', 'Chapter'] as const;

/** A stored `content_type` back to the list's type; undefined for anything else. */
export function bookmarkTypeOfContent(contentType: string): BookmarkType | undefined {
  return BOOKMARK_TYPES.find((type) => BOOKMARK_CONTENT_TYPES[type] === contentType);
}
