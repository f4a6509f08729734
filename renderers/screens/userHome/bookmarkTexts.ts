import type { BookmarkType } from '../../../domain/bookmarks/bookmarkTypes.ts';

/** The bookmark list's words per type ('all' is the list without a type), written out in full. */
export const BOOKMARK_FILTER_TEXT: Readonly<Record<BookmarkType | 'all', string>> = {
  all: 'bookmarks.filter.all',
  video: 'bookmarks.filter.video',
  question: 'bookmarks.filter.question',
  book: 'bookmarks.filter.book',
  chapter: 'bookmarks.filter.chapter',
};

/** Empty lists; the question one is the spec's own text (learning-experience §8). */
export const BOOKMARK_EMPTY_TEXT: Readonly<Record<BookmarkType | 'all', string>> = {
  all: 'bookmarks.empty.all',
  video: 'bookmarks.empty.video',
  question: 'bookmarks.empty.question',
  book: 'bookmarks.empty.book',
  chapter: 'bookmarks.empty.chapter',
};

export const BOOKMARK_OPEN_TEXT: Readonly<Record<BookmarkType, string>> = {
  video: 'bookmarks.open.video',
  question: 'bookmarks.open.question',
  book: 'bookmarks.open.book',
  chapter: 'bookmarks.open.chapter',
};

export const BOOKMARK_TYPE_TEXT: Readonly<Record<BookmarkType, string>> = {
  video: 'bookmarks.type.video',
  question: 'bookmarks.type.question',
  book: 'bookmarks.type.book',
  chapter: 'bookmarks.type.chapter',
};
