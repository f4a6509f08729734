import { describe, expect, it } from 'vitest';
import { TRAILER_REVERT_MS, TRAILER_START_MS } from '../../../../domain/tiles/hoverTrailer.ts';
import { THUMBNAILS_PER_TILE } from '../../../../domain/tiles/tileKinds.ts';
import { nextThumbnail, tileThumbnails } from '../../../../domain/tiles/tileThumbnails.ts';

describe('tile thumbnails', () => {
  it('uses at most three of thumb_list', () => {
    expect(THUMBNAILS_PER_TILE).toBe(3);
    expect(tileThumbnails({ thumb: 't', thumb_list: ['a', 'b', 'c', 'd', 'e'] })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(tileThumbnails({ thumb_list: ['a', 'b'] })).toEqual(['a', 'b']);
  });

  it('falls back to thumb when thumb_list is empty or blank, else nothing', () => {
    expect(tileThumbnails({ thumb: 't', thumb_list: [] })).toEqual(['t']);
    expect(tileThumbnails({ thumb: 't', thumb_list: ['', ''] })).toEqual(['t']);
    expect(tileThumbnails({ thumb_list: [] })).toEqual([]);
    expect(tileThumbnails({ thumb: '', thumb_list: [] })).toEqual([]);
  });

  it('cycles the frames round, and stays at 0 with none', () => {
    expect(nextThumbnail(0, 3)).toBe(1);
    expect(nextThumbnail(2, 3)).toBe(0);
    expect(nextThumbnail(0, 1)).toBe(0);
    expect(nextThumbnail(4, 0)).toBe(0);
  });
});

describe('hover trailer timing (spec §9)', () => {
  it('starts after 550 ms and reverts after 10 s', () => {
    expect(TRAILER_START_MS).toBe(550);
    expect(TRAILER_REVERT_MS).toBe(10_000);
  });
});
