import { describe, expect, it } from 'vitest';
import { shelfFeature } from '../../../../domain/access/shelfFeature.ts';

describe('the feature a shelf shows', () => {
  it('is decided by its tile kind', () => {
    expect(shelfFeature({ tile: 'fav_book', source: 'books' })).toBe('favouriteBook');
    expect(shelfFeature({ tile: 'big_books', source: 'books' })).toBe('bigBook');
    expect(shelfFeature({ tile: 'live_class_course', source: 'videos' })).toBe('liveClass');
  });

  it('or else by its data source', () => {
    expect(shelfFeature({ tile: 'book', source: 'bigBooks' })).toBe('bigBook');
    expect(shelfFeature({ tile: 'book', source: 'favouriteBooks' })).toBe('favouriteBook');
    expect(shelfFeature({ tile: 'book', source: 'liveClassBooks' })).toBe('liveClass');
  });

  it('is none for the shelves every brand has', () => {
    expect(shelfFeature({ tile: 'video', source: 'continueWatching' })).toBeUndefined();
    expect(shelfFeature({ tile: 'book', source: 'books' })).toBeUndefined();
  });
});
