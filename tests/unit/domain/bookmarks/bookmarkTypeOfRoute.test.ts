import { describe, expect, it } from 'vitest';
import { bookmarkTypeOfRoute } from '../../../../domain/bookmarks/bookmarkTypeOfRoute.ts';
import {
  BOOKMARK_TYPES,
  BOOKMARK_CONTENT_TYPES,
  bookmarkTypeOfContent,
} from '../../../../domain/bookmarks/bookmarkTypes.ts';

describe('bookmarkTypeOfRoute', () => {
  it('lowercases the type the route names', () => {
    expect(bookmarkTypeOfRoute('Video')).toBe('video');
    expect(bookmarkTypeOfRoute('QUESTION')).toBe('question');
    expect(bookmarkTypeOfRoute('book')).toBe('book');
    expect(bookmarkTypeOfRoute('Chapter')).toBe('chapter');
  });

  it('shows every bookmark for a missing or unknown type', () => {
    expect(bookmarkTypeOfRoute(undefined)).toBeUndefined();
    expect(bookmarkTypeOfRoute('')).toBeUndefined();
    expect(bookmarkTypeOfRoute('videos')).toBeUndefined();
  });

  it('maps each type to the record’s content type and back', () => {
    for (const type of BOOKMARK_TYPES)
      expect(bookmarkTypeOfContent(BOOKMARK_CONTENT_TYPES[type])).toBe(type);
    expect(bookmarkTypeOfContent('video')).toBeUndefined();
  });
});
